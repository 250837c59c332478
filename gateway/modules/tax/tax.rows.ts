/** The columns a tax settings body sets (the row to its answer: gateway/lib/checkoutRules.ts, which checkout pricing reads too). */
import type { TaxInput } from '../../../resources/tax/tax.schema';

export function taxColumns(input: TaxInput) {
  return {
    prices_include_tax: input.prices_include_tax ? 1 : 0,
    tax_shipping: input.tax_shipping ? 1 : 0,
    rates: JSON.stringify(input.rates),
  };
}
