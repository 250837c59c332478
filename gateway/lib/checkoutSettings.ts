/**
 * The shop's checkout settings as the pricing engine and orders read them: the tip (on or
 * off, message, suggested percentages of the order), the working hours, and the order id
 * prefix and suffix. Stored by PUT /shop/api/{id} (tip and working in the settings JSON).
 * Shared: the shop's row is the platform's, and every checkout's pricing reads the tip.
 */
import { DEFAULT_TIP, DEFAULT_WORKING, TipSettings, WorkingHours } from '../../resources/checkout/checkout.schema';
import type { Db, Trx } from '../db';

export interface CheckoutSettings {
  tip: TipSettings;
  working: WorkingHours;
  prefix: string | null;
  suffix: string | null;
}

/** A stored value that no longer parses falls back to the default rather than failing a checkout. */
function parsed<T>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: T } },
  value: unknown,
  fallback: T,
): T {
  const result = schema.safeParse(value);
  return result.success ? (result.data as T) : fallback;
}

export async function readCheckoutSettings(db: Db | Trx, shopId: string): Promise<CheckoutSettings> {
  const row = await db
    .selectFrom('shops')
    .select(['settings', 'prefix', 'suffix'])
    .where('id', '=', shopId)
    .executeTakeFirst();
  let settings: Record<string, unknown>;
  try {
    settings = JSON.parse(row?.settings || '{}') as Record<string, unknown>;
  } catch {
    settings = {};
  }
  return {
    tip: parsed(TipSettings, settings.tip, DEFAULT_TIP),
    working: parsed(WorkingHours, settings.working, DEFAULT_WORKING),
    prefix: row?.prefix ?? null,
    suffix: row?.suffix ?? null,
  };
}
