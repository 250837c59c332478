/** The shop list as SPEC §9 asks for it (page 1, limit 100, published only), oldest first. */
export const SHOP_LIST_PARAMS = {
  pagination: { page: 1, perPage: 100 },
  sort: { field: 'created_at', order: 'ASC' as const },
  filter: { published: 'true' },
};

/** The order inbox across the merchant's shops (resources/order/inbox.resource.ts, issue 26 item 2). */
export const INBOX_PATH = '/orders/all';

/** Where the app bar's shop switcher hands over (src/pages/shop/ShopSwitchPage.tsx). */
export const SHOP_SWITCH_PATH = '/shop/switch';

export interface ShopSwitchState {
  shop: { id: string | number; language?: string | null };
  to: string;
}
