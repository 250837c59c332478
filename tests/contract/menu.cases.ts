/** SPEC §7 Menu: list with params, one, create with shop_id, update, delete with a body, position. */
import { expect } from 'vitest';
import { menuRoutes } from '../../resources/menu/menu.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/shop/api/${SHOP_ID}/menu`;
const items = [{ id: 'i1', name: 'Home', type: 'url', target_id: null, url: '/', children: [] }];
const footer = {
  _id: 'm1',
  shop_id: SHOP_ID,
  title: 'Footer',
  handle: 'footer',
  location: 'footer',
  position: 0,
  items,
  version: 1,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

export const menuCases: ContractCase[] = [
  {
    route: menuRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('menus', {
        pagination: { page: 1, perPage: 200 },
        sort: { field: 'position', order: 'ASC' },
        filter: {},
      }),
    request: { method: 'GET', path: base, query: { page: '1', limit: '200', sort: 'position', order: 'asc' } },
    reply: { json: { data: { menus: [footer], total: 1, page: 1, limit: 200 } } },
    reads: {
      what: 'reads data.menus with ids from _id',
      check: (r) => expect(r).toEqual({ data: [{ ...footer, id: 'm1' }], total: 1 }),
    },
  },
  {
    route: menuRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('menus', { id: 'm1' }),
    request: { method: 'GET', path: `${base}/m1` },
    reply: { json: { data: footer } },
    reads: { what: 'reads data', check: (r) => expect(r).toEqual({ data: { ...footer, id: 'm1' } }) },
  },
  {
    route: menuRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('menus', { data: { title: 'Footer', location: 'footer', items } }),
    request: { method: 'POST', path: base, body: { title: 'Footer', location: 'footer', items, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: footer } },
    reads: { what: 'sends the data plus shop_id', check: (r) => expect(r).toEqual({ data: { ...footer, id: 'm1' } }) },
  },
  {
    route: menuRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('menus', {
        id: 'm1',
        data: { title: 'Footer', items },
        previousData: { ...footer, id: 'm1' },
      }),
    request: { method: 'PUT', path: `${base}/m1`, body: { title: 'Footer', items, version: 1 } },
    reply: { json: { data: { ...footer, version: 2 } } },
    reads: {
      what: 'sends the version it was read at',
      check: (r) => expect(r).toEqual({ data: { ...footer, version: 2, id: 'm1' } }),
    },
  },
  {
    route: menuRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('menus', { ids: ['m1'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['m1'] } },
    reply: { json: { data: { ids: ['m1'] } } },
    reads: { what: 'reads the deleted ids', check: (r) => expect(r).toEqual({ data: ['m1'] }) },
  },
  callCase({
    route: menuRoutes.position,
    args: { body: { ids: ['m2', 'm1'] } },
    request: { method: 'PUT', path: `${base}/position`, body: { ids: ['m2', 'm1'] } },
    reply: { data: { ids: ['m2', 'm1'] } },
    what: 'sends the ids in their new order',
  }),
];
