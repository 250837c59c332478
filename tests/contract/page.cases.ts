/** SPEC §7 Pages through the declaration's CRUD: list with params, one, create with shop_id, PUT and DELETE with a body, tags. */
import { expect } from 'vitest';
import { pageRoutes } from '../../resources/page/page.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/page/api/${SHOP_ID}`;
const about = {
  _id: 'p1',
  shop_id: SHOP_ID,
  title: 'About us',
  handle: 'about-us',
  description: '<p>Hi</p>',
  image: null,
  status: 'active',
  tags: ['about'],
  seo_title: null,
  seo_description: null,
  version: 2,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
};

export const pageCases: ContractCase[] = [
  {
    route: pageRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('pages', {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'updated_at', order: 'DESC' },
        filter: { q: 'ab', status: 'active', tag: 'about' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { q: 'ab', status: 'active', tag: 'about', page: '2', limit: '20', sort: 'updated_at', order: 'desc' },
    },
    reply: { json: { data: { pages: [about], total: 21, page: 2, limit: 20 } } },
    reads: {
      what: 'reads data.pages and data.total with ids from _id',
      check: (r) => expect(r).toEqual({ data: [{ ...about, id: 'p1' }], total: 21 }),
    },
  },
  {
    route: pageRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('pages', { id: 'p1' }),
    request: { method: 'GET', path: `${base}/p1` },
    reply: { json: { data: about } },
    reads: {
      what: 'reads data with the id from _id',
      check: (r) => expect(r).toEqual({ data: { ...about, id: 'p1' } }),
    },
  },
  {
    route: pageRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('pages', { data: { title: 'About us', description: '<p>Hi</p>', tags: ['about'] } }),
    request: {
      method: 'POST',
      path: base,
      body: { title: 'About us', description: '<p>Hi</p>', tags: ['about'], shop_id: SHOP_ID },
    },
    reply: { status: 201, json: { data: about } },
    reads: { what: 'sends the data plus shop_id', check: (r) => expect(r).toEqual({ data: { ...about, id: 'p1' } }) },
  },
  {
    route: pageRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('pages', {
        id: 'p1',
        data: { ...about, id: 'p1', title: 'About' },
        previousData: { ...about, id: 'p1' },
      }),
    request: {
      method: 'PUT',
      path: base,
      body: {
        title: 'About',
        description: '<p>Hi</p>',
        image: null,
        status: 'active',
        tags: ['about'],
        handle: 'about-us',
        seo_title: null,
        seo_description: null,
        _id: 'p1',
        version: 2,
      },
    },
    reply: { json: { data: { ...about, title: 'About', version: 3 } } },
    reads: {
      what: 'sends the page fields with _id and the version read in the body',
      check: (r) => expect(r).toEqual({ data: { ...about, title: 'About', version: 3, id: 'p1' } }),
    },
  },
  {
    route: pageRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('pages', { ids: ['p1', 'p2'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['p1', 'p2'] } },
    reply: { json: { data: { ids: ['p1', 'p2'] } } },
    reads: { what: 'reads the deleted ids', check: (r) => expect(r).toEqual({ data: ['p1', 'p2'] }) },
  },
  callCase({
    route: pageRoutes.tags,
    request: { method: 'GET', path: `${base}/tags` },
    reply: { data: { tags: ['about', 'policy'] } },
    what: 'reads data.tags',
  }),
];
