/**
 * SPEC §4: when a shop's data is cleared. The billing module's lifecycle job schedules
 * CLEAN-SHOP by it, and the jobs module's CLEAN-SHOP refuses a shop that is not due yet.
 */
export const DELETION_GRACE_MS = 86_400_000;

export interface LifecycleShop {
  deleted: number;
  delete_at: string | null;
  expired_at: string;
}

/** When the shop's data is cleared: delete_at once deleted, else one day after expiry. */
export function cleanAt(shop: LifecycleShop): number {
  const deleteAt = shop.deleted && shop.delete_at ? Date.parse(shop.delete_at) : NaN;
  return Number.isNaN(deleteAt) ? Date.parse(shop.expired_at) + DELETION_GRACE_MS : deleteAt;
}

export const cleanDue = (shop: LifecycleShop, now: number) => cleanAt(shop) <= now;
