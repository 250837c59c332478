/** SPEC §7 Shop images: GET .../images/list with params, DELETE .../images with a body. */
import { expect } from 'vitest';
import { fileRoutes } from '../../resources/file/file.routes';
import { SHOP_ID, type ContractCase } from './contractCase';

const image = {
  id: 'u1/s1/1-logo.png',
  key: 'u1/s1/1-logo.png',
  name: 'logo.png',
  url: 'https://cdn.test/u1/s1/1-logo.png',
  size: 2048,
  uploaded_at: null,
};

export const fileCases: ContractCase[] = [
  {
    route: fileRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('files', {
        pagination: { page: 2, perPage: 24 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    request: { method: 'GET', path: `/shop/api/${SHOP_ID}/images/list`, query: { page: '2', limit: '24' } },
    reply: { json: { data: { images: [image], total: 25, page: 2, limit: 24 } } },
    reads: { what: 'reads data.images and data.total', check: (r) => expect(r).toEqual({ data: [image], total: 25 }) },
  },
  {
    route: fileRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('files', { ids: [image.id] }),
    request: { method: 'DELETE', path: `/shop/api/${SHOP_ID}/images`, body: { ids: [image.id] } },
    reply: { json: { data: { ids: [image.id] } } },
    reads: { what: 'reads the deleted keys', check: (r) => expect(r).toEqual({ data: [image.id] }) },
  },
];
