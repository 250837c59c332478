/**
 * SPEC §7 Order: list (and abandoned checkouts, and one customer's orders), get, create
 * with the shop's prefix and suffix, update, bulk status with params and body, delete
 * with ids in the body, tags, analysis, the abandoned-checkout mail, and the EXPORT-ORDER
 * job with the list's filters. CRUD routes go through the declaration's methods.
 */
import type { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { jobRoutes } from '../../resources/job/job.routes';
import { orderExportParams } from '../../resources/order/order.query';
import { orderRoutes } from '../../resources/order/order.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/order/api/${SHOP_ID}`;
export const summary = {
  _id: 'o1',
  id: 'o1',
  shop_id: SHOP_ID,
  number: 1001,
  name: '#BT1001-X',
  prefix: 'BT',
  suffix: '-X',
  customer_id: 'c1',
  customer: {
    _id: 'c1',
    id: 'c1',
    name: 'Lan Nguyen',
    email: 'lan@example.com',
    phone: null,
    total_orders: 2,
    total_spent: 40,
  },
  email: 'lan@example.com',
  item_count: 2,
  subtotal: 25,
  discount: 0,
  shipping: 5,
  total: 30,
  currency: 'USD',
  status: 'processing',
  payment_status: 'unpaid',
  payment_method: 'cod',
  fulfillment_status: 'unfulfilled',
  note: null,
  tags: [],
  referring_site: 'https://www.google.com/',
  abandoned: false,
  refund_reason: null,
  paid_at: null,
  created_at: '2026-01-30T10:00:00.000Z',
  updated_at: '2026-01-30T10:00:00.000Z',
};
const order = {
  ...summary,
  items: [
    {
      id: 'i1',
      index: 0,
      product_id: 'p1',
      variant_id: null,
      title: 'Enamel mug',
      variant_title: null,
      sku: 'MUG',
      image: null,
      price: 12.5,
      quantity: 2,
      total: 25,
      fulfilled_quantity: 0,
    },
  ],
  shipping_address: null,
  billing_address: null,
  recovery_url: null,
  fulfillments: [],
  timeline: [
    {
      id: 't1',
      type: 'created',
      at: '2026-01-30T10:00:00.000Z',
      message: 'resources.orders.timeline.created',
      args: { name: '#BT1001-X' },
    },
  ],
};
const draft = {
  customer_id: 'c1',
  items: [{ product_id: 'p1', variant_id: null, quantity: 2 }],
  payment_method: 'cod',
  payment_status: 'unpaid',
  tags: [],
};
const mail = {
  _id: 'm1',
  id: 'm1',
  shop_id: SHOP_ID,
  order_id: 'o9',
  to: 'lan@example.com',
  kind: 'abandoned_checkout',
  subject: 'You left something behind',
  body: 'Complete your order: …',
  transport: 'outbox',
  created_at: '2026-01-30T10:00:00.000Z',
};
const queuedExport = {
  data: {
    id: 'job-9',
    channel: 'EXPORT-ORDER',
    shop_id: SHOP_ID,
    status: 'queued',
    progress: 0,
    result: null,
    error: null,
    attempts: 0,
    created_at: '2026-01-30T10:00:00.000Z',
    started_at: null,
    finished_at: null,
  },
};

export const orderCases: ContractCase[] = [
  {
    route: orderRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('orders', {
        pagination: { page: 2, perPage: 50 },
        sort: { field: 'total', order: 'ASC' },
        filter: {
          q: '#BT1001',
          status: 'processing',
          payment_status: 'unpaid',
          range: 'last_7_days',
          from: '2026-01-24',
          to: '2026-01-30',
          tag: '',
        },
      }),
    // The date shortcut's name stays in the screen; only from and to travel.
    request: {
      method: 'GET',
      path: base,
      query: {
        page: '2',
        limit: '50',
        sort: 'total',
        order: 'asc',
        q: '#BT1001',
        status: 'processing',
        payment_status: 'unpaid',
        from: '2026-01-24',
        to: '2026-01-30',
      },
    },
    reply: {
      json: {
        data: {
          orders: [summary],
          total: 51,
          page: 2,
          limit: 50,
          status_counts: { all: 60, processing: 51, cancel: 9 },
        },
      },
    },
    reads: {
      what: 'reads data.orders and data.total, and the status counts as the list meta',
      check: (r) =>
        expect(r).toEqual({
          data: [summary],
          total: 51,
          meta: { status_counts: { all: 60, processing: 51, cancel: 9 } },
        }),
    },
  },
  {
    route: orderRoutes.list,
    variant: 'abandoned checkouts, column sorts',
    act: ({ dataProvider }) =>
      dataProvider.getList('orders', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'name', order: 'DESC' },
        filter: { abandoned: 'true' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '1', limit: '20', sort: 'number', order: 'desc', abandoned: 'true' },
    },
    reply: { json: { data: { orders: [], total: 0, page: 1, limit: 20 } } },
    reads: { what: 'reads an empty page', check: (r) => expect(r).toEqual({ data: [], total: 0 }) },
  },
  {
    route: orderRoutes.list,
    variant: "a customer's orders",
    act: ({ dataProvider }) =>
      dataProvider.getManyReference('orders', {
        target: 'customer_id',
        id: 'c1',
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: {},
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '1', limit: '10', sort: 'created_at', order: 'desc', customer_id: 'c1' },
    },
    reply: { json: { data: { orders: [summary], total: 1, page: 1, limit: 10 } } },
    reads: { what: 'reads data.orders', check: (r) => expect(r).toEqual({ data: [summary], total: 1 }) },
  },
  {
    route: orderRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('orders', { id: 'o1' }),
    request: { method: 'GET', path: `${base}/o1` },
    reply: { json: { data: order } },
    reads: {
      what: 'reads data as the order with items and timeline',
      check: (r) => expect(r).toEqual({ data: order }),
    },
  },
  {
    route: orderRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('orders', { data: draft, meta: { shop: { _id: SHOP_ID, prefix: 'BT', suffix: '-X' } } }),
    // SPEC §7 Order: "POST (adds the shop prefix and suffix)".
    request: { method: 'POST', path: base, body: { ...draft, prefix: 'BT', suffix: '-X' } },
    reply: { status: 201, json: { data: order } },
    reads: {
      what: 'sends the draft plus the shop prefix and suffix and reads data',
      check: (r) => expect(r).toEqual({ data: order }),
    },
  },
  {
    route: orderRoutes.create,
    variant: 'a shop without prefix or suffix',
    act: ({ dataProvider }) =>
      dataProvider.create('orders', { data: draft, meta: { shop: { _id: SHOP_ID, prefix: null } } }),
    request: { method: 'POST', path: base, body: { ...draft, prefix: null, suffix: null } },
    reply: { status: 201, json: { data: { ...order, name: '#1001', prefix: null, suffix: null } } },
    reads: {
      what: 'sends null affixes',
      check: (r) => expect(r).toEqual({ data: { ...order, name: '#1001', prefix: null, suffix: null } }),
    },
  },
  {
    route: orderRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('orders', {
        id: 'o1',
        data: { status: 'refund', refund_reason: 'Damaged in transit' },
        previousData: order,
      }),
    request: { method: 'PUT', path: `${base}/o1`, body: { status: 'refund', refund_reason: 'Damaged in transit' } },
    reply: { json: { data: { ...order, status: 'refund', refund_reason: 'Damaged in transit' } } },
    reads: {
      what: 'reads data as the refunded order',
      check: (r) => expect(r).toEqual({ data: { ...order, status: 'refund', refund_reason: 'Damaged in transit' } }),
    },
  },
  callCase({
    route: orderRoutes.updateStatus,
    args: { query: { status: 'fulfillment' }, body: { ids: ['o1', 'o2', 'o3'] } },
    // SPEC §7 Order: PUT /status with params (the new values) and a body (the orders).
    request: {
      method: 'PUT',
      path: `${base}/status`,
      query: { status: 'fulfillment' },
      body: { ids: ['o1', 'o2', 'o3'] },
    },
    reply: { data: { ids: ['o1', 'o2', 'o3'], updated: 3 } },
    what: 'reads data.updated',
  }),
  callCase({
    route: orderRoutes.updateStatus,
    variant: 'refund with a reason, and paid',
    args: { query: { status: 'refund', payment_status: 'paid', refund_reason: 'Out of stock' }, body: { ids: ['o1'] } },
    request: {
      method: 'PUT',
      path: `${base}/status`,
      query: { status: 'refund', payment_status: 'paid', refund_reason: 'Out of stock' },
      body: { ids: ['o1'] },
    },
    reply: { data: { ids: ['o1'], updated: 1 } },
    what: 'reads data.updated',
  }),
  callCase({
    route: orderRoutes.updateStatus,
    variant: 'bulk refund without restocking',
    args: {
      query: { status: 'refund', refund_reason: 'Lost in transit', restock: 'false' },
      body: { ids: ['o1', 'o2'] },
    },
    request: {
      method: 'PUT',
      path: `${base}/status`,
      query: { status: 'refund', refund_reason: 'Lost in transit', restock: 'false' },
      body: { ids: ['o1', 'o2'] },
    },
    reply: { data: { ids: ['o1', 'o2'], updated: 2 } },
    what: 'reads data.updated',
  }),
  {
    route: orderRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('orders', { ids: ['o1', 'o2'] }),
    // SPEC §7: DELETE with the ids in the body.
    request: { method: 'DELETE', path: base, body: { ids: ['o1', 'o2'] } },
    reply: { json: { data: { ids: ['o1', 'o2'] } } },
    reads: { what: 'reads the deleted ids', check: (r) => expect(r).toEqual({ data: ['o1', 'o2'] }) },
  },
  {
    route: orderRoutes.deleteMany,
    variant: 'a paid order still processing',
    act: ({ dataProvider }) => dataProvider.deleteMany('orders', { ids: ['o1'] }).catch((error: unknown) => error),
    request: { method: 'DELETE', path: base, body: { ids: ['o1'] } },
    reply: {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: "Can't delete order", code: 'order.cannot_delete' },
    },
    reads: {
      what: 'rejects with app.order.cannot_delete',
      check: (r) => expect((r as HttpError).message).toBe('app.order.cannot_delete'),
    },
  },
  callCase({
    route: orderRoutes.tags,
    args: { query: { q: 'vi', limit: 20 } },
    request: { method: 'GET', path: `${base}/tags`, query: { q: 'vi', limit: '20' } },
    reply: { data: ['vip', 'vietnam'] },
    what: 'reads data as the tag list',
  }),
  callCase({
    route: orderRoutes.analysis,
    args: { query: { from: '2026-01-01', to: '2026-01-07', interval: 'day' }, body: { metrics: ['sales', 'orders'] } },
    // SPEC §7 Order: POST /analysis with params and a body.
    request: {
      method: 'POST',
      path: `${base}/analysis`,
      query: { from: '2026-01-01', to: '2026-01-07', interval: 'day' },
      body: { metrics: ['sales', 'orders'] },
    },
    reply: {
      data: {
        from: '2026-01-01',
        to: '2026-01-07',
        interval: 'day',
        currency: 'USD',
        timezone: 'UTC+07:00',
        metrics: ['sales', 'orders'],
        series: [{ date: '2026-01-01', sales: 30, orders: 1 }],
        totals: { sales: 30, orders: 1 },
        previous: {
          from: '2025-12-25',
          to: '2025-12-31',
          series: [{ date: '2025-12-25', sales: 20, orders: 1 }],
          totals: { sales: 20, orders: 1 },
        },
        change: { sales: 50, orders: 0 },
        traffic_sources: [{ key: 'app.traffic.google', host: null, orders: 1, sales: 30 }],
      },
    },
    what: 'reads the series and totals, the previous period, the change and the traffic sources',
  }),
  callCase({
    route: orderRoutes.sendAbandonedMail,
    args: { params: { order_id: 'o9' } },
    // SPEC §7: POST order/api/{shop}/send-mail-abandoned/{order_id}/abandoned_checkouts, no body.
    request: { method: 'POST', path: `${base}/send-mail-abandoned/o9/abandoned_checkouts` },
    reply: { data: { mail } },
    what: 'reads data.mail',
  }),
  {
    route: jobRoutes.publish,
    variant: 'EXPORT-ORDER with the list filters',
    act: ({ dataProvider }) =>
      dataProvider.call(jobRoutes.publish, {
        query: { channel: 'EXPORT-ORDER' },
        body: {
          shop_id: SHOP_ID,
          user_id: 'user-1',
          ...orderExportParams({ status: 'refund', q: ' ', range: 'today', from: '2026-01-30', to: '2026-01-30' }),
        },
      }),
    request: {
      method: 'POST',
      path: '/redis-publish',
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: SHOP_ID, user_id: 'user-1', status: 'refund', from: '2026-01-30', to: '2026-01-30' },
    },
    reply: { status: 202, json: queuedExport },
    reads: { what: 'reads data as the queued job', check: (r) => expect(r).toEqual(queuedExport) },
  },
  {
    route: jobRoutes.publish,
    variant: 'EXPORT-ORDER of the selected orders',
    act: ({ dataProvider }) =>
      dataProvider.call(jobRoutes.publish, {
        query: { channel: 'EXPORT-ORDER' },
        body: { shop_id: SHOP_ID, user_id: 'user-1', ...orderExportParams({ status: 'refund' }, ['o1', 'o2']) },
      }),
    request: {
      method: 'POST',
      path: '/redis-publish',
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: SHOP_ID, user_id: 'user-1', ids: ['o1', 'o2'] },
    },
    reply: { status: 202, json: queuedExport },
    reads: { what: 'reads data as the queued job', check: (r) => expect(r).toEqual(queuedExport) },
  },
];
