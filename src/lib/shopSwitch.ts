/**
 * SPEC §2 shop switching: where the browser goes after the current shop changes.
 * Records of one shop mean nothing in another, so only list screens survive a switch:
 * an orders path goes to /orders, an abandoned-orders path to /orders/abandoned,
 * anything else to the dashboard; an `/update` suffix is dropped first.
 */
export function pathAfterShopSwitch(pathname: string): string {
  const path = pathname.replace(/\/update\/?$/, '') || '/';
  if (/^\/orders\/abandoned(\/|$)/.test(path)) return '/orders/abandoned';
  if (/^\/orders(\/|$)/.test(path)) return '/orders';
  return '/';
}
