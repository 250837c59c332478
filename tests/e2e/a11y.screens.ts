/**
 * Every screen of the product, for the accessibility and language walk (a11y.spec.ts).
 * A new screen is one more line here. `{product}`, `{collection}`, `{order}`,
 * `{abandoned}`, `{customer}` and `{mail}` are replaced by a record of the demo shop, `{shop}` by the shop itself.
 */
export interface A11yScreen {
  name: string;
  path: string;
  /** Signed out (login, sign-up); otherwise signed in with the demo shop selected. */
  signedOut?: boolean;
  /** Outside a shop's layout: the title need not name the shop. */
  noShop?: boolean;
  /** Keys pressed once the screen is shown (a dialog it opens, e.g. the search's Control+k), then checked open. */
  keys?: string;
}

export const A11Y_SCREENS: A11yScreen[] = [
  { name: 'login', path: '/login', signedOut: true, noShop: true },
  { name: 'sign-up', path: '/sign-up', signedOut: true, noShop: true },
  { name: 'forgot password', path: '/reset-password', signedOut: true, noShop: true },
  { name: 'reset password', path: '/reset-password?token=from-the-mail', signedOut: true, noShop: true },
  { name: 'verify e-mail, spent link', path: '/verify-email?token=spent-token', signedOut: true, noShop: true },
  { name: 'shop select', path: '/shop/select', noShop: true },
  { name: 'shops overview', path: '/shop/overview', noShop: true },
  { name: 'shop create', path: '/shop/create', noShop: true },
  // Issue 26 item 4: started from the current shop, with what to bring; the clone's page of a shop started empty.
  { name: 'shop create from a shop', path: '/shop/create?from={shop}', noShop: true },
  { name: 'shop clone', path: '/shop/clone', noShop: true },
  { name: 'shop setup', path: '/shop/setup' },
  { name: 'dashboard', path: '/' },
  { name: 'orders of all shops', path: '/orders/all' },
  { name: 'search across shops (dialog)', path: '/orders', keys: 'Control+k' },
  { name: 'account', path: '/account', noShop: true },
  { name: 'security', path: '/account/security', noShop: true },
  { name: 'products', path: '/products' },
  { name: 'product create', path: '/products/create' },
  { name: 'product edit', path: '/products/edit/{product}' },
  { name: 'bulk update', path: '/products/bulk-updates' },
  { name: 'collections', path: '/products/collections' },
  { name: 'collection create', path: '/products/collections/create' },
  { name: 'blacklist', path: '/setting/blacklist' },
  // Shipping, surcharges and taxes (issue 12)
  { name: 'shipping', path: '/setting/shipping' },
  { name: 'shipping zone create', path: '/setting/shipping/create' },
  { name: 'surcharges', path: '/setting/subfee' },
  { name: 'surcharge create', path: '/setting/subfee/create' },
  { name: 'taxes', path: '/setting/taxes' },
  { name: 'feed', path: '/setting/feed' },
  // Payments and checkout settings (issue 12a)
  { name: 'payments', path: '/setting/payments' },
  { name: 'checkout settings', path: '/setting/checkout' },
  { name: 'general settings', path: '/setting/general' },
  { name: 'location', path: '/setting/location' },
  { name: 'settings home', path: '/setting' },
  { name: 'gift cards', path: '/setting/gift-cards' },
  { name: 'metafields', path: '/setting/metafields' },
  { name: 'sales channels', path: '/setting/channels' },
  { name: 'orders', path: '/orders' },
  { name: 'order detail', path: '/orders/{order}' },
  { name: 'draft order', path: '/orders/draft' },
  { name: 'abandoned checkouts', path: '/orders/abandoned' },
  { name: 'fulfillment', path: '/orders/fulfillment/create/{order}' },
  { name: 'customers', path: '/customers' },
  { name: 'customer create', path: '/customers/create' },
  { name: 'customer edit', path: '/customers/edit/{customer}' },
  { name: 'customer show', path: '/customers/{customer}' },
  { name: 'outbox', path: '/setting/notifications/outbox' },
  // Issue 27: an edit screen whose History panel is open below its form.
  { name: 'email template edit', path: '/setting/email-template/order_confirmation' },
  // Issue 27: the shop's activity
  { name: 'activity', path: '/activity' },
  // The rows' buttons are named by their visible text first (issue 31, 5b: label-content-name-mismatch).
  { name: 'domains', path: '/online-store/domains' },
  // Themes and template files (issue 11)
  { name: 'themes', path: '/online-store/themes' },
  { name: 'theme customize', path: '/template-custom' },
  { name: 'theme language', path: '/template-custom?tab=language' },
  { name: 'theme code', path: '/template-custom/edit-code' },
  { name: 'starting templates', path: '/templates/login-2' },
  { name: 'starting template', path: '/templates/template-1' },
  // Issue 27 item 3: deleted records, one tab per area.
  { name: 'trash', path: '/trash' },
  { name: 'trash, settings', path: '/trash/settings' },
  { name: '404', path: '/no-such-screen' },
];
