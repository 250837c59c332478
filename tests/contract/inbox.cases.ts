/**
 * The order inbox across shops (issue 26 item 2, ours): the list through the dataProvider
 * (the order list's filters and sorts, the shop filter, no customer or abandoned filter) and
 * the bulk status across shops (the single-shop call's params and body).
 */
import { expect } from 'vitest';
import { inboxRoutes } from '../../resources/order/inbox.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';
import { summary } from './order.cases';

const row = { ...summary, shop_name: 'Maple & Co' };
const counts = { all: 7, processing: 5, fulfillment: 2 };

export const inboxCases: ContractCase[] = [
  {
    route: inboxRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('inbox_orders', {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'lan', status: 'processing', payment_status: 'unpaid', shop_id: SHOP_ID, range: 'any' },
      }),
    request: {
      method: 'GET',
      path: '/shop/api/orders',
      query: {
        page: '2',
        limit: '20',
        sort: 'created_at',
        order: 'desc',
        q: 'lan',
        status: 'processing',
        payment_status: 'unpaid',
        shop_id: SHOP_ID,
      },
    },
    reply: { json: { data: { orders: [row], total: 21, page: 2, limit: 20, status_counts: counts } } },
    reads: {
      what: 'reads data.orders with their shop, data.total, and the status counts as the list meta',
      check: (r) => expect(r).toEqual({ data: [row], total: 21, meta: { status_counts: counts } }),
    },
  },
  callCase({
    route: inboxRoutes.updateStatus,
    args: { query: { status: 'fulfillment' }, body: { ids: ['o1', 'o2'] } },
    request: {
      method: 'PUT',
      path: '/shop/api/orders/status',
      query: { status: 'fulfillment' },
      body: { ids: ['o1', 'o2'] },
    },
    reply: { data: { ids: ['o1', 'o2'], updated: 2, shops: 2 } },
    what: 'reads data.updated and data.shops',
  }),
];
