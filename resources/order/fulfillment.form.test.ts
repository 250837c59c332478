/** What can be fulfilled per line, the form's checks, and the gateway's `items.<k>` errors mapped back to rows. */
import { describe, expect, it } from 'vitest';
import type { Order } from './order.schema';
import { checkFulfillment, fulfillmentBody, toFormPaths } from './fulfillment.form';
import { canFulfil, fulfillmentLines, unfulfilledCount } from './fulfillment.lines';
import type { Fulfillment } from './fulfillment.schema';

const item = (id: string, quantity: number, fulfilled: number) => ({
  id,
  index: 0,
  product_id: 'p',
  variant_id: null,
  title: id,
  variant_title: null,
  sku: null,
  image: null,
  price: 1,
  quantity,
  total: quantity,
  fulfilled_quantity: fulfilled,
});
const order = {
  items: [item('a', 3, 1), item('b', 2, 2), item('c', 1, 0)],
  abandoned: false,
  status: 'processing',
} as unknown as Order;
const shipped = {
  items: [
    { item_id: 'a', quantity: 1 },
    { item_id: 'b', quantity: 2 },
  ],
} as unknown as Fulfillment;

describe('fulfillment lines', () => {
  it('offers what is left of each line for a new fulfillment', () => {
    expect(fulfillmentLines(order).map((l) => [l.item_id, l.max, l.quantity])).toEqual([
      ['a', 2, 2],
      ['b', 0, 0],
      ['c', 1, 1],
    ]);
    expect(unfulfilledCount(order)).toBe(3);
  });

  it('opens again what the edited fulfillment holds', () => {
    expect(fulfillmentLines(order, shipped).map((l) => [l.item_id, l.max, l.quantity])).toEqual([
      ['a', 3, 1],
      ['b', 2, 2],
      ['c', 1, 0],
    ]);
  });

  it('fulfils neither cancelled, refunded nor abandoned orders', () => {
    expect(canFulfil({ abandoned: false, status: 'fulfillment' })).toBe(true);
    expect(canFulfil({ abandoned: false, status: 'refund' })).toBe(false);
    expect(canFulfil({ abandoned: true, status: 'processing' })).toBe(false);
  });
});

describe('fulfillment form', () => {
  const lines = fulfillmentLines(order);

  it('refuses more than is left on a line, saying how many are left', () => {
    const over = lines.map((l, i) => (i === 0 ? { ...l, quantity: 3 } : l));
    expect(checkFulfillment({ lines: over })).toEqual({
      'lines.0.quantity': { message: 'app.validation.fulfill_over', args: { n: 2 } },
    });
  });

  it('refuses a negative quantity with "must be at least 0." and a fraction with "must be a whole number."', () => {
    const odd = lines.map((l, i) => (i === 0 ? { ...l, quantity: -1 } : i === 2 ? { ...l, quantity: 0.5 } : l));
    expect(checkFulfillment({ lines: odd })).toEqual({
      'lines.0.quantity': { message: 'app.validation.atLeast', args: { n: 0 } },
      'lines.2.quantity': { message: 'app.validation.integer' },
    });
  });

  it('needs at least one line with a quantity', () => {
    expect(checkFulfillment({ lines: lines.map((l) => ({ ...l, quantity: 0 })) })).toEqual({
      lines: { message: 'app.validation.list' },
    });
  });

  it('sends only the lines with a quantity, and maps the gateway errors of those back to their rows', () => {
    expect(fulfillmentBody({ lines, tracking_number: '1Z' }).items).toEqual([
      { item_id: 'a', quantity: 2 },
      { item_id: 'c', quantity: 1 },
    ]);
    expect(toFormPaths({ 'items.1.quantity': 'over', tracking_number: 'long' }, lines)).toEqual({
      'lines.2.quantity': 'over',
      tracking_number: 'long',
    });
  });
});
