/**
 * SPEC §7 Order › Fulfillment: get, create, update and delete, each naming the order and
 * the fulfillment in the path; through the declaration's CRUD methods (order id in meta
 * or the record). Over-fulfilling answers 400 on the line.
 */
import type { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { fulfillmentRoutes } from '../../resources/order/fulfillment.routes';
import { SHOP_ID, type ContractCase } from './contractCase';

const base = `/order/api/${SHOP_ID}/fulfillment`;
const fulfillment = {
  _id: 'f1',
  id: 'f1',
  shop_id: SHOP_ID,
  order_id: 'o1',
  name: '#BT1001-X.1',
  items: [
    {
      item_id: 'i1',
      item_index: 0,
      product_id: 'p1',
      title: 'Enamel mug',
      variant_title: null,
      sku: 'MUG',
      quantity: 2,
    },
  ],
  item_count: 2,
  tracking_number: '1Z999',
  tracking_company: 'UPS',
  tracking_url: null,
  notify: false,
  status: 'success',
  created_at: '2026-01-30T10:00:00.000Z',
  updated_at: '2026-01-30T10:00:00.000Z',
};
const order = { _id: 'o1', id: 'o1', status: 'fulfillment', fulfillment_status: 'fulfilled' };
const body = {
  items: [{ item_id: 'i1', quantity: 2 }],
  tracking_number: '1Z999',
  tracking_company: 'UPS',
  tracking_url: null,
  notify: false,
};

export const fulfillmentCases: ContractCase[] = [
  {
    route: fulfillmentRoutes.get,
    act: ({ dataProvider }) => dataProvider.getOne('fulfillments', { id: 'f1', meta: { order_id: 'o1' } }),
    request: { method: 'GET', path: `${base}/o1/f1` },
    reply: { json: { data: fulfillment } },
    reads: { what: 'reads data as the fulfillment', check: (r) => expect(r).toEqual({ data: fulfillment }) },
  },
  {
    route: fulfillmentRoutes.create,
    act: ({ dataProvider }) => dataProvider.create('fulfillments', { data: body, meta: { order_id: 'o1' } }),
    request: { method: 'POST', path: `${base}/o1`, body },
    reply: { status: 201, json: { data: { fulfillment, order } } },
    reads: { what: 'reads data.fulfillment', check: (r) => expect(r).toEqual({ data: fulfillment }) },
  },
  {
    route: fulfillmentRoutes.create,
    variant: 'more than the order holds',
    act: ({ dataProvider }) =>
      dataProvider
        .create('fulfillments', {
          data: { ...body, items: [{ item_id: 'i1', quantity: 3 }] },
          meta: { order_id: 'o1' },
        })
        .catch((error: unknown) => error),
    request: { method: 'POST', path: `${base}/o1`, body: { ...body, items: [{ item_id: 'i1', quantity: 3 }] } },
    reply: {
      status: 400,
      json: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please check data fields!',
        errors: { 'items.0.quantity': { message: 'app.validation.fulfill_over', args: { n: 2 } } },
      },
    },
    reads: {
      what: 'rejects with the line error',
      check: (r) =>
        expect((r as HttpError).body.fieldErrors).toEqual({
          'items.0.quantity': { message: 'app.validation.fulfill_over', args: { n: 2 } },
        }),
    },
  },
  {
    route: fulfillmentRoutes.update,
    act: ({ dataProvider }) =>
      dataProvider.update('fulfillments', {
        id: 'f1',
        data: { ...body, tracking_number: '1Z1000' },
        previousData: fulfillment,
        meta: { order_id: 'o1' },
      }),
    request: { method: 'PUT', path: `${base}/o1/f1`, body: { ...body, tracking_number: '1Z1000' } },
    reply: { json: { data: { fulfillment: { ...fulfillment, tracking_number: '1Z1000' }, order } } },
    reads: {
      what: 'reads data.fulfillment',
      check: (r) => expect(r).toEqual({ data: { ...fulfillment, tracking_number: '1Z1000' } }),
    },
  },
  {
    route: fulfillmentRoutes.delete,
    act: ({ dataProvider }) => dataProvider.delete('fulfillments', { id: 'f1', previousData: fulfillment }),
    // The order comes from the record; the call has no body.
    request: { method: 'DELETE', path: `${base}/o1/f1` },
    reply: { json: { data: { id: 'f1', order } } },
    reads: { what: 'reads the deleted id', check: (r) => expect((r as { data: { id: string } }).data.id).toBe('f1') },
  },
];
