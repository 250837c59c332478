/** Ours, not SPEC §7: the object-store settings the browser uploads images with. */
import { expect } from 'vitest';
import { storageRoutes } from '../../resources/storage/storage.routes';
import type { ContractCase } from './contractCase';

const storage = {
  endpoint: '/s3', bucket: 'shop-assets', region: 'ap-southeast-1', forcePathStyle: true,
  publicBaseUrl: '/s3/shop-assets', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, maxBytes: 3145728,
};

export const storageCases: ContractCase[] = [
  {
    route: storageRoutes.config,
    act: ({ dataProvider }) => dataProvider.call(storageRoutes.config),
    request: { method: 'GET', path: '/app/config' },
    reply: { json: { data: { storage } } },
    reads: {
      what: 'reads data.storage (endpoint, bucket, region ap-southeast-1, keys of the embedded store)',
      check: (r) => expect(r).toEqual({ data: { storage } }),
    },
  },
];
