/**
 * The variant matrix: one variant per combination of option values (cartesian product,
 * in option order). Regenerating keeps what the merchant already typed for a
 * combination that still exists. No React here: unit-tested beside it.
 */
import { MAX_VARIANTS } from './product.limits';

export type OptionInput = {
  name?: string | null;
  values?: (string | null | undefined)[] | null;
};

export type VariantInput = {
  id?: string | null;
  options: string[];
  price?: number | string | null;
  compare_at_price?: number | string | null;
  sku?: string | null;
  quantity?: number | string | null;
  image?: string | null;
};

/** Options that take part: a name and at least one non-blank value (duplicates dropped). */
export function usableOptions(options: OptionInput[] | null | undefined): { name: string; values: string[] }[] {
  return (options ?? [])
    .map((o) => ({
      name: (o.name ?? '').trim(),
      values: [...new Set((o.values ?? []).map((v) => (v ?? '').trim()).filter(Boolean))],
    }))
    .filter((o) => o.name && o.values.length > 0);
}

/** Every combination of the options' values; none without options. */
export function combinations(options: { values: string[] }[]): string[][] {
  if (options.length === 0) return [];
  return options.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => [...row, value])),
    [[]],
  );
}

export const variantKey = (options: string[]) => JSON.stringify(options);

/**
 * The variants for these options: existing ones keep their price, SKU, quantity and
 * image; new combinations start from the product's price. At most MAX_VARIANTS.
 */
export function buildVariants(
  options: OptionInput[] | null | undefined,
  existing: VariantInput[] | null | undefined,
  defaults: { price?: number | string | null } = {},
): VariantInput[] {
  const byKey = new Map((existing ?? []).map((v) => [variantKey(v.options ?? []), v]));
  return combinations(usableOptions(options))
    .slice(0, MAX_VARIANTS)
    .map(
      (combo) =>
        byKey.get(variantKey(combo)) ?? {
          options: combo,
          price: defaults.price ?? null,
          compare_at_price: null,
          sku: null,
          quantity: 0,
          image: null,
        },
    );
}

/** Whether two variant lists have the same combinations in the same order. */
export const sameCombinations = (a: VariantInput[] | null | undefined, b: VariantInput[] | null | undefined) =>
  (a ?? []).map((v) => variantKey(v.options ?? [])).join('|') ===
  (b ?? []).map((v) => variantKey(v.options ?? [])).join('|');

/** "Red / Large" */
export const variantTitle = (options: string[]) => options.join(' / ');
