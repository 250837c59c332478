/** Metafields (ours, no SPEC §7 calls): definitions through the declaration's CRUD, a record's values by call. */
import { expect } from 'vitest';
import { metafieldRoutes } from '../../resources/metafield/metafield.resource';
import { metafieldValueRoutes } from '../../resources/metafield/metafield.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/metafield/api/${SHOP_ID}`;
const material = {
  _id: 'm1',
  id: 'm1',
  shop_id: SHOP_ID,
  owner_type: 'product',
  key: 'material',
  name: 'Material',
  type: 'text',
  description: null,
  validation: { required: false, min: null, max: null, max_length: 40 },
  values_count: 2,
  version: 0,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};
const values = { owner_type: 'product', owner_id: 'p1', fields: [{ definition: material, value: 'Stoneware' }] };

export const metafieldCases: ContractCase[] = [
  {
    route: metafieldRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('metafield_definitions', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'id', order: 'ASC' },
        filter: { owner_type: 'product' },
      }),
    request: { method: 'GET', path: `${base}/definitions`, query: { owner_type: 'product' } },
    reply: { json: { data: { definitions: [material], total: 1 } } },
    reads: {
      what: 'reads data.definitions',
      check: (result) => expect(result).toEqual({ data: [material], total: 1 }),
    },
  },
  {
    route: metafieldRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('metafield_definitions', {
        data: {
          owner_type: 'product',
          key: 'material',
          name: 'Material',
          type: 'text',
          validation: { required: false, max_length: 40 },
        },
      }),
    request: {
      method: 'POST',
      path: `${base}/definitions`,
      body: {
        owner_type: 'product',
        key: 'material',
        name: 'Material',
        type: 'text',
        validation: { required: false, max_length: 40 },
        shop_id: SHOP_ID,
      },
    },
    reply: { status: 201, json: { data: material } },
    reads: {
      what: 'sends the data plus shop_id, reads data',
      check: (result) => expect(result).toEqual({ data: material }),
    },
  },
  {
    route: metafieldRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('metafield_definitions', { id: 'm1', data: { name: 'Body' }, previousData: material }),
    request: { method: 'PUT', path: `${base}/definitions/m1`, body: { name: 'Body', version: 0 } },
    reply: { json: { data: { ...material, name: 'Body', version: 1 } } },
    reads: {
      what: 'sends the change and the version read',
      check: (result) => expect(result).toEqual({ data: { ...material, name: 'Body', version: 1 } }),
    },
  },
  {
    route: metafieldRoutes.delete,
    act: ({ dataProvider }) => dataProvider.delete('metafield_definitions', { id: 'm1', previousData: material }),
    request: { method: 'DELETE', path: `${base}/definitions/m1` },
    reply: { json: { data: material } },
    reads: { what: 'reads the deleted definition', check: (result) => expect(result).toEqual({ data: material }) },
  },
  callCase({
    route: metafieldValueRoutes.values,
    args: { params: { owner_type: 'product', owner_id: 'p1' } },
    request: { method: 'GET', path: `${base}/values/product/p1` },
    reply: { data: values },
    what: "reads the record's fields",
  }),
  callCase({
    route: metafieldValueRoutes.saveValues,
    args: { params: { owner_type: 'product', owner_id: 'p1' }, body: { values: { material: 'Stoneware' } } },
    request: { method: 'PUT', path: `${base}/values/product/p1`, body: { values: { material: 'Stoneware' } } },
    reply: { data: values },
    what: 'sends the values by key, reads the fields',
  }),
];
