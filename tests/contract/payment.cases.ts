/**
 * SPEC §7 Payment: list with params, create with shop_id, toggle (PUT without an id),
 * update and delete of one, position; secrets travel masked; the §8 'not yet enabled'
 * refusal as its i18n key. Plus the checkout settings through the shop update.
 */
import { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { paymentRoutes } from '../../resources/payment/payment.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/payment/api/${SHOP_ID}`;
const at = '2026-11-23T10:00:00.000Z';
const none = {
  account_name: null,
  client_id: null,
  public_key: null,
  secret_key: null,
  mode: null,
  instructions: null,
};
const main = {
  _id: 'p1',
  id: 'p1',
  shop_id: SHOP_ID,
  type: 'paypal',
  position: 0,
  enabled: true,
  ...none,
  account_name: 'Main',
  client_id: 'client-1',
  secret_key: '••••9931',
  mode: 'sandbox',
  version: 3,
  created_at: at,
  updated_at: at,
};
const cod = {
  _id: 'p2',
  id: 'p2',
  shop_id: SHOP_ID,
  type: 'cod',
  position: 1,
  enabled: true,
  ...none,
  version: 0,
  created_at: at,
  updated_at: at,
};
const page = (payments: unknown[]) => ({ data: { payments, total: payments.length, page: 1, limit: 100 } });

export const paymentCases: ContractCase[] = [
  {
    route: paymentRoutes.list,
    act: ({ dataProvider }) =>
      dataProvider.getList('payments', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'position', order: 'ASC' },
        filter: {},
      }),
    request: { method: 'GET', path: base, query: { page: '1', limit: '100' } },
    reply: { json: page([main, cod]) },
    reads: {
      what: 'reads data.payments and data.total',
      check: (r) => expect(r).toEqual({ data: [main, cod], total: 2 }),
    },
  },
  {
    route: paymentRoutes.list,
    variant: 'PayPal accounts only',
    act: ({ dataProvider }) =>
      dataProvider.getList('payments', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'position', order: 'ASC' },
        filter: { type: 'paypal' },
      }),
    request: { method: 'GET', path: base, query: { page: '1', limit: '20', type: 'paypal' } },
    reply: { json: { data: { payments: [main], total: 1, page: 1, limit: 20 } } },
    reads: { what: 'reads data.payments', check: (r) => expect(r).toEqual({ data: [main], total: 1 }) },
  },
  {
    route: paymentRoutes.create,
    act: ({ dataProvider }) =>
      dataProvider.create('payments', {
        data: {
          type: 'paypal',
          account_name: 'Main',
          client_id: 'client-1',
          secret_key: 'EHsecret-9931',
          mode: 'sandbox',
        },
      }),
    request: {
      method: 'POST',
      path: base,
      body: {
        type: 'paypal',
        account_name: 'Main',
        client_id: 'client-1',
        secret_key: 'EHsecret-9931',
        mode: 'sandbox',
        shop_id: SHOP_ID,
      },
    },
    reply: { status: 201, json: { data: main } },
    reads: {
      what: 'sends the data plus shop_id, reads data with the secret masked',
      check: (r) => expect(r).toEqual({ data: main }),
    },
  },
  {
    route: paymentRoutes.create,
    variant: 'first activation of cash on delivery',
    act: ({ dataProvider }) => dataProvider.create('payments', { data: { type: 'cod', enabled: true } }),
    request: { method: 'POST', path: base, body: { type: 'cod', enabled: true, shop_id: SHOP_ID } },
    reply: { status: 201, json: { data: cod } },
    reads: { what: 'reads the created method', check: (r) => expect(r).toEqual({ data: cod }) },
  },
  callCase({
    route: paymentRoutes.toggle,
    args: { body: { type: 'cod', enabled: false } },
    request: { method: 'PUT', path: base, body: { type: 'cod', enabled: false } },
    reply: { data: { ...cod, enabled: false } },
    what: 'sends the type and state, reads data',
  }),
  {
    route: paymentRoutes.toggle,
    variant: 'bank transfer never activated',
    act: ({ dataProvider }) =>
      dataProvider
        .call(paymentRoutes.toggle, { body: { type: 'bank_transfer', enabled: true } })
        .catch((e: unknown) => e),
    request: { method: 'PUT', path: base, body: { type: 'bank_transfer', enabled: true } },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Bank transfer is not yet enabled',
        code: 'payment.bank_transfer_not_enabled',
      },
    },
    reads: {
      what: "rejects with app.payment.bank_transfer_not_enabled ('not yet enabled')",
      check: (r) => {
        expect(r).toBeInstanceOf(HttpError);
        expect((r as HttpError).message).toBe('app.payment.bank_transfer_not_enabled');
        expect((r as HttpError).status).toBe(400);
      },
    },
  },
  {
    route: paymentRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('payments', {
        id: 'p1',
        data: { account_name: 'Main store', client_id: 'client-1', secret_key: '••••9931', mode: 'live' },
        previousData: main,
      }),
    request: {
      method: 'PUT',
      path: `${base}/p1`,
      body: { account_name: 'Main store', client_id: 'client-1', secret_key: '••••9931', mode: 'live', version: 3 },
    },
    reply: { json: { data: { ...main, account_name: 'Main store', mode: 'live' } } },
    reads: {
      what: 'sends the mask back unchanged (the secret is kept) and the version read, reads data',
      check: (r) => expect(r).toEqual({ data: { ...main, account_name: 'Main store', mode: 'live' } }),
    },
  },
  {
    route: paymentRoutes.delete,
    act: ({ dataProvider }) => dataProvider.delete('payments', { id: 'p1', previousData: main }),
    request: { method: 'DELETE', path: `${base}/p1` },
    reply: { json: { data: { id: 'p1' } } },
    reads: { what: 'reads the deleted id', check: (r) => expect(r).toMatchObject({ data: { id: 'p1' } }) },
  },
  callCase({
    route: paymentRoutes.position,
    args: { body: { ids: ['p3', 'p1'] } },
    request: { method: 'PUT', path: `${base}/position`, body: { ids: ['p3', 'p1'] } },
    reply: page([
      { ...main, id: 'p3', _id: 'p3', account_name: 'Second' },
      { ...main, position: 1 },
    ]),
    what: 'sends the ids in their new order, reads the list',
  }),
  {
    route: shopRoutes.update,
    variant: 'checkout settings',
    act: ({ dataProvider }) =>
      dataProvider.update('shops', {
        id: SHOP_ID,
        data: {
          tip: { enabled: true, message: 'Thanks!', percentages: [5, 10] },
          working: { from: '08:00', to: '17:00', show: true },
          prefix: 'MC',
          suffix: null,
        },
        previousData: { id: SHOP_ID },
      }),
    request: {
      method: 'PUT',
      path: `/shop/api/${SHOP_ID}`,
      body: {
        tip: { enabled: true, message: 'Thanks!', percentages: [5, 10] },
        working: { from: '08:00', to: '17:00', show: true },
        prefix: 'MC',
        suffix: null,
      },
    },
    reply: {
      json: {
        data: { _id: SHOP_ID, name: 'Maple & Co', tip: { enabled: true, message: 'Thanks!', percentages: [5, 10] } },
      },
    },
    reads: {
      what: 'sends tip, working hours and order affixes; reads the shop',
      check: (r) => expect(r).toMatchObject({ data: { id: SHOP_ID, tip: { percentages: [5, 10] } } }),
    },
  },
];
