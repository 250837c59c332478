/**
 * SPEC §7 Discount through the declaration's CRUD: list with filters, one, create, replace
 * (with the version read), delete with ids in the body; apply as a typed call.
 */
import { expect } from 'vitest';
import { discountRoutes } from '../../resources/discount/discount.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/order/api/${SHOP_ID}/discount`;
const ten = {
  _id: 'd1',
  id: 'd1',
  shop_id: SHOP_ID,
  kind: 'code',
  code: 'TEN',
  name: null,
  title: 'TEN',
  type: 'percent',
  value: 10,
  status: 'active',
  times_used: 3,
  usage_limit: null,
  version: 2,
};
// Named: SPEC §5's name is required of every discount (issue 31 item 8).
const body = { kind: 'code', code: 'TEN', name: 'Ten percent', type: 'percent', value: 10 };
const priced = {
  currency: 'USD',
  digits: 2,
  lines: [],
  subtotal_minor: 7500,
  discount_minor: 750,
  adjustments: [],
  total_minor: 6750,
  applied: { discount_id: 'd1', title: 'TEN', code: 'TEN' },
  unknown_code: null,
  rejected: [
    {
      discount_id: 'd2',
      title: '$5 off',
      reason: 'lower_value',
      message: 'resources.discounts.reasons.lower_value',
      args: { amount: 500 },
    },
  ],
};

export const discountCases: ContractCase[] = [
  {
    route: discountRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('discounts', {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { kind: 'code', active: 'true', q: 'te' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { kind: 'code', active: 'true', q: 'te', page: '2', limit: '20', sort: 'created_at', order: 'desc' },
    },
    reply: { json: { data: { discounts: [ten], total: 21, page: 2, limit: 20 } } },
    reads: {
      what: 'reads data.discounts and data.total',
      check: (result) => expect(result).toEqual({ data: [ten], total: 21 }),
    },
  },
  {
    route: discountRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('discounts', { id: 'd1' }),
    request: { method: 'GET', path: `${base}/d1` },
    reply: { json: { data: ten } },
    reads: { what: 'reads data', check: (result) => expect(result).toEqual({ data: ten }) },
  },
  {
    route: discountRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('discounts', { data: body }),
    request: { method: 'POST', path: base, body },
    reply: { status: 201, json: { data: { ...ten, version: 0 } } },
    reads: {
      what: 'sends the data as is and reads data',
      check: (result) => expect(result).toEqual({ data: { ...ten, version: 0 } }),
    },
  },
  {
    route: discountRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('discounts', { id: 'd1', data: { ...body, value: 12 }, previousData: ten }),
    request: { method: 'PUT', path: `${base}/d1`, body: { ...body, value: 12, version: 2 } },
    reply: { json: { data: { ...ten, value: 12, version: 3 } } },
    reads: {
      what: 'sends the version it read and reads data',
      check: (result) => expect(result).toEqual({ data: { ...ten, value: 12, version: 3 } }),
    },
  },
  {
    route: discountRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('discounts', { ids: ['d1', 'd2'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['d1', 'd2'] } },
    reply: { json: { data: { ids: ['d1', 'd2'] } } },
    reads: { what: 'reads the deleted ids', check: (result) => expect(result).toEqual({ data: ['d1', 'd2'] }) },
  },
  callCase({
    route: discountRoutes.apply,
    args: { body: { lines: [{ product_id: 'p1', quantity: 3 }], code: 'TEN', customer_email: 'a@example.com' } },
    request: {
      method: 'POST',
      path: `${base}/apply`,
      body: { lines: [{ product_id: 'p1', quantity: 3 }], code: 'TEN', customer_email: 'a@example.com' },
    },
    reply: { data: priced },
    what: 'answers the priced cart and why the others did not apply',
  }),
];
