/** Draft totals as the gateway computes them, lines merged by product and variant, and the SPEC §7 affixes. */
import { describe, expect, it } from 'vitest';
import { addDraftLine, draftTotals, variantTitle, withShopAffixes, type DraftLine } from './order.draft';

const mug: DraftLine = {
  product_id: 'p1',
  variant_id: null,
  title: 'Mug',
  variant_title: null,
  price: 12.5,
  quantity: 2,
};
const redTee: DraftLine = {
  product_id: 'p2',
  variant_id: 'v1',
  title: 'Tee',
  variant_title: 'Red / M',
  price: 19.99,
  quantity: 1,
};

describe('draft order', () => {
  it('adds price × quantity, takes off the discount and adds shipping', () => {
    expect(draftTotals([mug, redTee], 5, '4.5')).toEqual({
      subtotal: 44.99,
      itemCount: 3,
      discount: 5,
      shipping: 4.5,
      total: 44.49,
    });
  });

  it('never totals below zero', () => {
    expect(draftTotals([mug], 100, 0).total).toBe(0);
  });

  it('raises the quantity when the same product and variant is added again, and keeps other variants apart', () => {
    const lines = addDraftLine(addDraftLine([mug], { ...mug, quantity: 1 }), { ...redTee, variant_id: 'v2' });
    expect(lines.map((l) => [l.product_id, l.variant_id, l.quantity])).toEqual([
      ['p1', null, 3],
      ['p2', 'v2', 1],
    ]);
  });

  it("names a variant by its option values, as the gateway does ('Red / M')", () => {
    expect(variantTitle(['Red', 'M'])).toBe('Red / M');
    expect(variantTitle([])).toBeNull();
  });

  it("adds the shop's prefix and suffix to the create body, null when the shop has none", () => {
    expect(withShopAffixes({ customer_id: 'c1' }, { prefix: 'BT', suffix: '-X' })).toEqual({
      customer_id: 'c1',
      prefix: 'BT',
      suffix: '-X',
    });
    expect(withShopAffixes({ customer_id: 'c1' }, {})).toEqual({ customer_id: 'c1', prefix: null, suffix: null });
  });

  it('refuses to create an order without knowing the shop', () => {
    expect(() => withShopAffixes({ customer_id: 'c1' }, undefined)).toThrow(/prefix and suffix/);
  });
});
