/**
 * SPEC §7 Collection through the declaration's CRUD: list with query params, one, create
 * with shop_id, update, delete with a body; the in-use refusal (SPEC §8) as its i18n key.
 */
import { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { collectionRoutes } from '../../resources/collection/collection.resource';
import { SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}/category`;
const summer = { _id: 'c1', shop_id: SHOP_ID, title: 'Summer', handle: 'summer', parent: null, products_count: 3 };
const IN_USE = 'Product in use, please remove this category from product in use';

export const collectionCases: ContractCase[] = [
  {
    route: collectionRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('collections', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: 'sum' },
      }),
    request: { method: 'GET', path: base, query: { page: '1', limit: '50', sort: 'title', order: 'asc', q: 'sum' } },
    reply: { json: { data: { collections: [summer], total: 1, page: 1, limit: 50 } } },
    reads: {
      what: 'reads data.collections and data.total with ids from _id',
      check: (result) => expect(result).toEqual({ data: [{ ...summer, id: 'c1' }], total: 1 }),
    },
  },
  {
    route: collectionRoutes.list,
    variant: "react-admin's default sort, top level only",
    act: ({ dataProvider }) =>
      dataProvider.getList('collections', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'DESC' },
        filter: { parent: 'root' },
      }),
    // The gateway sorts by title or created_at: anything else is A-Z.
    request: {
      method: 'GET',
      path: base,
      query: { page: '1', limit: '25', sort: 'title', order: 'asc', parent: 'root' },
    },
    reply: { json: { data: { collections: [summer], total: 1, page: 1, limit: 25 } } },
    reads: {
      what: 'reads data.collections',
      check: (result) => expect(result).toEqual({ data: [{ ...summer, id: 'c1' }], total: 1 }),
    },
  },
  {
    route: collectionRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('collections', { id: 'c1' }),
    request: { method: 'GET', path: `${base}/c1` },
    reply: { json: { data: summer } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...summer, id: 'c1' } }),
    },
  },
  {
    route: collectionRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('collections', { data: { title: 'Summer', description: '<p>Sun</p>' } }),
    request: { method: 'POST', path: base, body: { title: 'Summer', description: '<p>Sun</p>', shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: summer } },
    reads: {
      what: 'sends the data plus shop_id and reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...summer, id: 'c1' } }),
    },
  },
  {
    route: collectionRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('collections', {
        id: 'c1',
        data: { title: 'Summer sale' },
        previousData: { ...summer, id: 'c1' },
      }),
    request: { method: 'PUT', path: `${base}/c1`, body: { title: 'Summer sale' } },
    reply: { json: { data: { ...summer, title: 'Summer sale' } } },
    reads: {
      what: 'reads data with the id from _id',
      check: (result) => expect(result).toEqual({ data: { ...summer, title: 'Summer sale', id: 'c1' } }),
    },
  },
  {
    route: collectionRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('collections', { ids: ['c1', 'c2'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['c1', 'c2'] } },
    reply: { json: { data: { ids: ['c1', 'c2'] } } },
    reads: { what: 'reads the deleted ids', check: (result) => expect(result).toEqual({ data: ['c1', 'c2'] }) },
  },
  {
    route: collectionRoutes.deleteMany,
    variant: 'a collection used by products',
    act: ({ dataProvider }) =>
      dataProvider
        .delete('collections', { id: 'c1', previousData: { ...summer, id: 'c1' } })
        .catch((error: unknown) => error),
    request: { method: 'DELETE', path: base, body: { ids: ['c1'] } },
    reply: {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: IN_USE, code: 'collection.in_use', ids: ['c1'] },
    },
    reads: {
      what: "rejects with app.collection.in_use ('Product in use, …')",
      check: (result) => {
        expect(result).toBeInstanceOf(HttpError);
        expect((result as HttpError).message).toBe('app.collection.in_use');
        expect((result as HttpError).status).toBe(400);
        expect((result as HttpError).body).toMatchObject({ message: IN_USE });
      },
    },
  },
];
