/**
 * Draft orders (issue 9): list, get, save, save again with the version read, delete with ids
 * in the body, complete into an order, and the invoice mail (no body). CRUD goes through the
 * `draft_orders` declaration's methods.
 */
import { expect } from 'vitest';
import { draftRoutes } from '../../resources/order/draft.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/order/api/${SHOP_ID}/draft`;
const summary = {
  _id: 'd1',
  id: 'd1',
  shop_id: SHOP_ID,
  number: 1,
  name: '#D1',
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
  subtotal: 50,
  discount: 5,
  shipping: 0,
  total: 45,
  currency: 'USD',
  status: 'open',
  order_id: null,
  invoice_sent_at: null,
  version: 3,
  created_at: '2026-01-30T10:00:00.000Z',
  updated_at: '2026-01-30T11:00:00.000Z',
};
const address = {
  first_name: 'Lan',
  last_name: 'Nguyen',
  address: '12 Maple Street',
  city: 'Portland',
  country_code: 'US',
  zip_code: '97201',
};
const draft = {
  ...summary,
  items: [
    {
      product_id: 'p1',
      variant_id: null,
      title: 'Enamel mug',
      variant_title: null,
      price: 25,
      quantity: 2,
      total: 50,
      discount: 5,
    },
  ],
  code: 'TEN',
  applied_discount: { discount_id: 'x1', title: 'TEN', code: 'TEN' },
  unknown_code: null,
  rejected_discounts: [
    {
      discount_id: 'x2',
      title: '$5 off',
      reason: 'lower_value',
      message: 'resources.discounts.reasons.lower_value',
      args: { amount: 5 },
    },
  ],
  shipping_address: address,
  billing_address: address,
  billing_same_as_shipping: true,
  country_code: 'US',
  payment_method: 'cod',
  note: null,
  tags: [],
  invoice_url: 'https://maple.example.com/invoices/d1',
};
const body = {
  customer_id: 'c1',
  items: [{ product_id: 'p1', variant_id: null, quantity: 2 }],
  code: 'TEN',
  billing_same_as_shipping: true,
  payment_method: 'cod',
  tags: [],
};
const order = {
  _id: 'o1',
  id: 'o1',
  shop_id: SHOP_ID,
  number: 1002,
  name: '#1002',
  prefix: null,
  suffix: null,
  customer_id: 'c1',
  customer: null,
  email: 'lan@example.com',
  item_count: 2,
  subtotal: 50,
  discount: 5,
  shipping: 0,
  total: 45,
  currency: 'USD',
  status: 'processing',
  payment_status: 'paid',
  payment_method: 'cod',
  fulfillment_status: 'unfulfilled',
  note: null,
  tags: [],
  referring_site: null,
  abandoned: false,
  refund_reason: null,
  paid_at: '2026-01-30T12:00:00.000Z',
  version: 0,
  created_at: '2026-01-30T12:00:00.000Z',
  updated_at: '2026-01-30T12:00:00.000Z',
  items: [],
  shipping_address: address,
  billing_address: address,
  recovery_url: null,
  fulfillments: [],
  timeline: [],
};
const mail = {
  _id: 'm1',
  id: 'm1',
  shop_id: SHOP_ID,
  order_id: null,
  to: 'lan@example.com',
  kind: 'draft_invoice',
  subject: 'Invoice #D1 from Maple & Co',
  body: 'Pay this invoice: https://maple.example.com/invoices/d1',
  html: null,
  transport: 'outbox',
  status: 'kept',
  error_code: null,
  created_at: '2026-01-30T12:00:00.000Z',
};

export const draftCases: ContractCase[] = [
  {
    route: draftRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('draft_orders', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'updated_at', order: 'DESC' },
        filter: { q: ' lan ' },
      }),
    request: {
      method: 'GET',
      path: base,
      query: { page: '2', limit: '10', sort: 'updated_at', order: 'desc', q: 'lan' },
    },
    reply: { json: { data: { drafts: [summary], total: 11, page: 2, limit: 10 } } },
    reads: {
      what: 'reads data.drafts and data.total',
      check: (r) => expect(r).toEqual({ data: [summary], total: 11 }),
    },
  },
  {
    route: draftRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('draft_orders', { id: 'd1' }),
    request: { method: 'GET', path: `${base}/d1` },
    reply: { json: { data: draft } },
    reads: { what: 'reads data as the draft', check: (r) => expect(r).toEqual({ data: draft }) },
  },
  {
    route: draftRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('draft_orders', { data: body }),
    request: { method: 'POST', path: base, body },
    reply: { status: 201, json: { data: draft } },
    reads: { what: 'reads data as the saved draft', check: (r) => expect(r).toEqual({ data: draft }) },
  },
  {
    route: draftRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('draft_orders', { id: 'd1', data: { ...body, note: 'Gift wrap' }, previousData: draft }),
    // The version the draft was read at travels with the save (two tabs: 409).
    request: { method: 'PUT', path: `${base}/d1`, body: { ...body, note: 'Gift wrap', version: 3 } },
    reply: { json: { data: { ...draft, note: 'Gift wrap', version: 4 } } },
    reads: {
      what: 'reads data as the saved draft',
      check: (r) => expect(r).toEqual({ data: { ...draft, note: 'Gift wrap', version: 4 } }),
    },
  },
  {
    route: draftRoutes.deleteMany,
    act: ({ dataProvider }) => dataProvider.deleteMany('draft_orders', { ids: ['d1', 'd2'] }),
    request: { method: 'DELETE', path: base, body: { ids: ['d1', 'd2'] } },
    reply: { json: { data: { ids: ['d1', 'd2'] } } },
    reads: { what: 'reads data.ids', check: (r) => expect(r).toEqual({ data: ['d1', 'd2'] }) },
  },
  callCase({
    route: draftRoutes.complete,
    args: { params: { draft_id: 'd1' }, body: { payment_status: 'paid', version: 3 } },
    request: { method: 'POST', path: `${base}/d1/complete`, body: { payment_status: 'paid', version: 3 } },
    reply: { data: order },
    status: 201,
    what: 'reads data as the new order',
  }),
  callCase({
    route: draftRoutes.sendInvoice,
    args: { params: { draft_id: 'd1' } },
    request: { method: 'POST', path: `${base}/d1/send-invoice` },
    reply: { data: { mail } },
    what: 'reads data.mail',
  }),
];
