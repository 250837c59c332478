/** Issue 27 item 4: the shop's activity (filtered, paged), its CSV, and its filters' choices. */
import { expect } from 'vitest';
import { activityListQuery } from '../../resources/activity/activity.query';
import { activityRoutes } from '../../resources/activity/activity.routes';
import { blobText, callCase, SHOP_ID, USER_ID, type ContractCase } from './contractCase';

const base = `/record/api/${SHOP_ID}/activity`;
const entry = {
  id: '6747a1b2c3d4e5f6a7b8c9d0',
  at: '2026-11-27T09:00:00.000Z',
  action: 'update',
  author: { id: USER_ID, name: 'Linh Nguyen' },
  resource: 'products',
  record_id: 'p1',
  name: 'Mug',
  version: 2,
  source: '/products/p1',
  changed: ['price', 'description'],
};
const CSV = 'at,author,action\r\n2026-11-27T09:00:00.000Z,Linh Nguyen,update\r\n';

export const activityCases: ContractCase[] = [
  {
    route: activityRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('activity', {
        pagination: { page: 2, perPage: 25 },
        sort: { field: 'at', order: 'DESC' },
        filter: { author: USER_ID, resource: 'products', record_id: ' p1 ', from: '2026-11-01', to: '2026-11-27' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: {
        page: '2',
        limit: '25',
        author: USER_ID,
        resource: 'products',
        record_id: 'p1',
        from: '2026-11-01',
        to: '2026-11-27',
      },
    },
    reply: { json: { data: { entries: [entry], total: 26, page: 2, limit: 25 } } },
    reads: {
      what: 'reads data.entries and data.total',
      check: (r) => expect(r).toEqual({ data: [entry], total: 26 }),
    },
  },
  {
    route: activityRoutes.export,
    act: ({ dataProvider }) =>
      dataProvider.call(activityRoutes.export, {
        query: activityListQuery({ filter: { resource: 'collections', from: '2026-11-01' } }),
      }),
    request: { method: 'GET', path: `${base}/export`, query: { resource: 'collections', from: '2026-11-01' } },
    reply: { file: CSV, contentType: 'text/csv' },
    reads: {
      what: 'reads the CSV as a blob',
      check: async (r) => {
        expect(r).toBeInstanceOf(Blob);
        expect(await blobText(r as Blob)).toBe(CSV);
      },
    },
  },
  callCase({
    route: activityRoutes.choices,
    request: { method: 'GET', path: `${base}/choices` },
    reply: { data: { authors: [{ id: USER_ID, name: 'Linh Nguyen' }], resources: ['collections', 'products'] } },
    what: "reads data.authors and data.resources: the filters' choices",
  }),
];
