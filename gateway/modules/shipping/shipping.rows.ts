/**
 * The columns a zone body sets. Rows to answers and engine rules are in
 * gateway/lib/checkoutRules.ts (checkout pricing reads them too).
 */
import type { ShippingInput } from '../../../resources/shipping/shipping.schema';
import { newId } from '../../lib/ids';

const withIds = <T extends { id?: string | null }>(rows: T[]) => rows.map((r) => ({ ...r, id: r.id || newId() }));

export function zoneColumns(input: ShippingInput) {
  return {
    name: input.name,
    country_mode: input.country_mode,
    country_codes: JSON.stringify(input.country_codes),
    price_rates: JSON.stringify(withIds(input.price_rates)),
    product_rates: JSON.stringify(withIds(input.product_rates)),
    methods: JSON.stringify(withIds(input.methods)),
  };
}
