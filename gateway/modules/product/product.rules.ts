/**
 * Product rules the schema alone cannot state: money rounded to the shop's currency,
 * margin and profit, variants that match the product's options, tags without repeats.
 */
import type { z } from 'zod';
import { MAX_VARIANTS, type Variant } from '../../../resources/product/product.schema';
import { roundMoney, roundOrNull } from '../../lib/money';
import type { FieldErrors } from '../../../core/validation';
import { newId } from '../../lib/ids';

export type VariantInput = z.output<typeof Variant>;
export interface OptionInput {
  name: string;
  values: string[];
}

/** Margin in percent of the price, 2 decimals; null without a cost or a price. */
export function margin(price: number, cost: number | null): number | null {
  if (cost === null || !(price > 0)) return null;
  return roundMoney(((price - cost) / price) * 100, 2);
}

export function profit(price: number, cost: number | null, digits: number): number | null {
  return cost === null ? null : roundMoney(price - cost, digits);
}

/** Trimmed tags, one per spelling whatever its case, first spelling kept. */

/**
 * Each variant names one value of each product option, in option order, and no two
 * variants name the same values. Errors are keyed like the form's fields.
 */
export function variantErrors(options: OptionInput[], variants: VariantInput[]): FieldErrors | undefined {
  const errors: FieldErrors = {};
  if (variants.length > MAX_VARIANTS)
    errors.variants = { message: 'app.validation.maxValue', args: { n: MAX_VARIANTS + 1 } };
  const seen = new Set<string>();
  variants.forEach((variant, i) => {
    const fits =
      variant.options.length === options.length &&
      variant.options.every((value, j) => options[j].values.includes(value));
    const key = JSON.stringify(variant.options);
    if (!fits || seen.has(key)) errors[`variants.${i}.options`] = { message: 'app.validation.invalid' };
    seen.add(key);
  });
  const names = options.map((o) => o.name.toLowerCase());
  options.forEach((option, i) => {
    if (names.indexOf(option.name.toLowerCase()) !== i)
      errors[`options.${i}.name`] = { message: 'app.validation.invalid' };
    if (new Set(option.values).size !== option.values.length)
      errors[`options.${i}.values`] = { message: 'app.validation.invalid' };
  });
  return Object.keys(errors).length ? errors : undefined;
}

/** Variants as stored: an id each, money rounded. */
export function storedVariants(variants: VariantInput[], digits: number): VariantInput[] {
  return variants.map((v) => ({
    ...v,
    id: v.id || newId(),
    price: roundOrNull(v.price, digits),
    compare_at_price: roundOrNull(v.compare_at_price, digits),
    sku: v.sku ?? null,
    quantity: v.quantity ?? 0,
    image: v.image ?? null,
  }));
}
