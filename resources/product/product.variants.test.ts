import { describe, expect, it } from 'vitest';
import { buildVariants, combinations, sameCombinations, usableOptions, variantTitle } from './product.variants';
import { MAX_VARIANTS } from './product.schema';

describe('variant matrix', () => {
  it('makes one variant per combination of two options: 2 sizes x 2 colours = 4', () => {
    const variants = buildVariants(
      [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Red', 'Blue'] },
      ],
      [],
      { price: 20 },
    );
    expect(variants.map((v) => variantTitle(v.options))).toEqual(['S / Red', 'S / Blue', 'M / Red', 'M / Blue']);
    expect(variants.every((v) => v.price === 20 && v.quantity === 0)).toBe(true);
  });

  it('keeps the price, SKU and quantity typed for a combination that remains', () => {
    const before = buildVariants([{ name: 'Size', values: ['S', 'M'] }], []);
    before[1] = { ...before[1], price: 9, sku: 'TEE-M', quantity: 4 };
    const after = buildVariants([{ name: 'Size', values: ['S', 'M', 'L'] }], before, { price: 5 });
    expect(after[1]).toMatchObject({ options: ['M'], price: 9, sku: 'TEE-M', quantity: 4 });
    expect(after[2]).toMatchObject({ options: ['L'], price: 5 });
  });

  it('ignores options without a name or values, blank and repeated values', () => {
    expect(
      usableOptions([
        { name: ' ', values: ['A'] },
        { name: 'Size', values: ['S', ' ', 'S'] },
        { name: 'Color', values: [] },
      ]),
    ).toEqual([{ name: 'Size', values: ['S'] }]);
  });

  it('has no variants without options', () => {
    expect(combinations([])).toEqual([]);
    expect(buildVariants([], [{ options: ['S'] }])).toEqual([]);
  });

  it('stops at the variant limit', () => {
    const many = Array.from({ length: 20 }, (_v, i) => String(i));
    expect(
      buildVariants(
        [
          { name: 'A', values: many },
          { name: 'B', values: many },
        ],
        [],
      ),
    ).toHaveLength(MAX_VARIANTS);
  });

  it('tells whether the combinations changed', () => {
    const a = buildVariants([{ name: 'Size', values: ['S', 'M'] }], []);
    expect(sameCombinations(a, buildVariants([{ name: 'Size', values: ['S', 'M'] }], a))).toBe(true);
    expect(sameCombinations(a, buildVariants([{ name: 'Size', values: ['M', 'S'] }], a))).toBe(false);
  });
});
