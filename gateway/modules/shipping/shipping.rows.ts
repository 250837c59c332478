/**
 * The columns a zone or surcharge body sets. Rows to answers and engine rules are in
 * gateway/lib/checkoutRules.ts (checkout pricing reads them too); toSubfee is re-exported for
 * subfee.module.ts.
 */
import type { ShippingInput } from '../../../resources/shipping/shipping.schema';
import type { SubfeeInput } from '../../../resources/subfee/subfee.schema';
import { newId } from '../../lib/ids';
import { textKey } from '../../lib/text';

export { toSubfee } from '../../lib/checkoutRules';

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

export function subfeeColumns(input: SubfeeInput) {
  return {
    name: input.name,
    search: textKey(input.name).slice(0, 200),
    applies_to: input.applies_to,
    country_codes: JSON.stringify(input.country_codes),
    product_ids: JSON.stringify(input.product_ids),
    collection_ids: JSON.stringify(input.collection_ids),
    first_item: input.first_item,
    next_item: input.next_item,
  };
}
