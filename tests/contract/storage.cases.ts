/** Ours, not SPEC §7: where images live, and the presigned PUT every upload asks for (issue 15). */
import { expect } from 'vitest';
import { storageRoutes } from '../../resources/storage/storage.routes';
import { presignWith } from '../../src/lib/upload';
import type { ContractCase } from './contractCase';

const storage = {
  endpoint: '/s3',
  bucket: 'shop-assets',
  region: 'ap-southeast-1',
  forcePathStyle: true,
  publicBaseUrl: '/s3/shop-assets',
  maxBytes: 3145728,
};

const presigned = {
  url: '/s3/shop-assets/user-1/shop-curr-1/products/1767225600000-mug.png?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc',
  method: 'PUT',
  headers: { 'content-type': 'image/png' },
  key: 'user-1/shop-curr-1/products/1767225600000-mug.png',
  public_url: '/s3/shop-assets/user-1/shop-curr-1/products/1767225600000-mug.png',
  expires_at: '2026-01-01T00:05:00.000Z',
};

export const storageCases: ContractCase[] = [
  {
    route: storageRoutes.config,
    act: ({ dataProvider }) => dataProvider.call(storageRoutes.config),
    request: { method: 'GET', path: '/app/config' },
    reply: { json: { data: { storage } } },
    reads: {
      what: 'reads data.storage (endpoint, bucket, region ap-southeast-1, public base URL; no keys)',
      check: (r) => expect(r).toEqual({ data: { storage } }),
    },
  },
  {
    route: storageRoutes.upload,
    act: ({ dataProvider }) =>
      presignWith(dataProvider)({
        type: 'products',
        shop_id: 'shop-curr-1',
        file_name: 'Mug photo.png',
        content_type: 'image/png',
        size: 2048,
      }),
    request: {
      method: 'POST',
      path: '/storage/api/upload',
      body: {
        type: 'products',
        shop_id: 'shop-curr-1',
        file_name: 'Mug photo.png',
        content_type: 'image/png',
        size: 2048,
      },
    },
    reply: { json: { data: presigned } },
    reads: {
      what: 'reads data (url, method, headers, key, public_url) to PUT the file to',
      check: (r) => expect(r).toEqual(presigned),
    },
  },
];
