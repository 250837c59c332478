/**
 * SPEC §7 Cross-sale through the declaration's CRUD: the list with query params, one,
 * create with shop_id, the PUT body with id and shop_id, and DELETE …/cross-sale/ (trailing
 * slash) with a body of ids.
 */
import { expect } from 'vitest';
import { offerRoutes } from '../../resources/offer/offer.routes';
import { SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}/cross-sale`;
const set = { _id: 'o1', id: 'o1', shop_id: SHOP_ID, name: 'Complete the set', status: 'draft', version: 1 };
const body = {
  name: 'Complete the set',
  type: 'in_cart',
  target_ids: ['p1'],
  recommended_ids: ['p2'],
  status: 'active',
};

export const offerCases: ContractCase[] = [
  {
    route: offerRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('offers', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { status: 'draft', kind: 'cross_sell' },
      }),
    request: {
      method: 'GET',
      path: `${base}/list`,
      query: { status: 'draft', kind: 'cross_sell', page: '1', limit: '20', sort: 'created_at', order: 'desc' },
    },
    reply: { json: { data: { cross_sales: [set], total: 1, page: 1, limit: 20 } } },
    reads: {
      what: 'reads data.cross_sales and data.total',
      check: (result) => expect(result).toEqual({ data: [set], total: 1 }),
    },
  },
  {
    route: offerRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('offers', { id: 'o1' }),
    request: { method: 'GET', path: `${base}/o1` },
    reply: { json: { data: set } },
    reads: { what: 'reads data', check: (result) => expect(result).toEqual({ data: set }) },
  },
  {
    route: offerRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('offers', { data: body }),
    request: { method: 'POST', path: base, body: { ...body, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: set } },
    reads: { what: 'sends the body plus shop_id', check: (result) => expect(result).toEqual({ data: set }) },
  },
  {
    route: offerRoutes.update,
    act: ({ dataProvider }) => dataProvider.update('offers', { id: 'o1', data: body, previousData: set }),
    request: { method: 'PUT', path: `${base}/o1`, body: { ...body, id: 'o1', version: 1, shop_id: SHOP_ID } },
    reply: { json: { data: { ...set, status: 'active', version: 2 } } },
    reads: {
      what: 'sends a body including id and shop_id (SPEC §7 quirk) and the version read',
      check: (result) => expect(result).toEqual({ data: { ...set, status: 'active', version: 2 } }),
    },
  },
  {
    route: offerRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('offers', { ids: ['o1', 'o2'] }),
    request: { method: 'DELETE', path: `${base}/`, body: { ids: ['o1', 'o2'] } },
    reply: { json: { data: { ids: ['o1', 'o2'] } } },
    reads: {
      what: 'deletes at …/cross-sale/ with the trailing slash and reads the ids',
      check: (result) => expect(result).toEqual({ data: ['o1', 'o2'] }),
    },
  },
];
