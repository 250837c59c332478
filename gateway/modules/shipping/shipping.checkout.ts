/** Kept for subfee.module.ts, which imports it from here: checkout pricing is gateway/lib/checkout.ts. */
export { priceShopCheckout, toCheckoutAnswer } from '../../lib/checkout';
