/** Shared set-up of the order, fulfillment and customer suites: a merchant, a shop, products, orders. */
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import type { Order } from '../../resources/order/order.schema';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import type { ShopCreateBody } from '../../resources/shop/shop.schema';
import type { Account, Gateway } from './harness';
import { newId } from '../../gateway/lib/ids';
import type { OrderTable } from '../../gateway/modules/order/order.tables';

export interface Merchant {
  account: Account;
  shopId: string;
  /** A plain product at 25 (USD) / 250000 (VND). */
  mug: { id: string; price: number };
  /** A product with two variants: S at 10, L at 14. */
  shirt: { id: string; small: string; large: string };
}

const PAYMENT_BODIES = {
  cod: { type: 'cod' },
  bank_transfer: { type: 'bank_transfer' },
  card: { type: 'card', public_key: 'pk_test_fixture', secret_key: 'sk_test_fixture_0123456789' },
  paypal: {
    type: 'paypal',
    account_name: 'Fixture',
    client_id: 'client-fixture',
    secret_key: 'paypal_secret_0123456789',
    mode: 'sandbox',
  },
} as const;

/** A payment method set up and on in the shop (/setting/payments), so orders may use it. */
export async function setUpPayment(gw: Gateway, token: string, shopId: string, type: keyof typeof PAYMENT_BODIES) {
  const res = await gw.call(paymentRoutes.create, { token, params: { shop: shopId }, body: PAYMENT_BODIES[type] });
  if (res.statusCode !== 201) throw new Error(`payment: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string };
}

/** `payments`: the methods set up and on (cash on delivery, the orders' default, unless told otherwise). */
export async function merchant(
  gw: Gateway,
  shop: Partial<ShopCreateBody> = {},
  { payments = ['cod'] }: { payments?: (keyof typeof PAYMENT_BODIES)[] } = {},
): Promise<Merchant> {
  const account = await gw.account();
  const { _id: shopId } = await gw.createShop(account.token, shop);
  // An order may not use a method that is off (issue 31).
  for (const type of payments) await setUpPayment(gw, account.token, shopId, type);
  const vnd = shop.currency === 'VND';
  const mugRes = await gw.call(productRoutes.create, {
    token: account.token,
    params: { shop: shopId },
    body: { title: 'Stoneware Mug', price: vnd ? 250000 : 25, sku: 'MUG-1', quantity: 100_000 },
  });
  if (mugRes.statusCode !== 201) throw new Error(`product: ${mugRes.body}`);
  const shirtRes = await gw.call(productRoutes.create, {
    token: account.token,
    params: { shop: shopId },
    body: {
      title: 'Linen Shirt',
      price: 12,
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { options: ['S'], price: 10, sku: 'SH-S', quantity: 100_000 },
        { options: ['L'], price: 14, sku: 'SH-L', quantity: 100_000 },
      ],
    },
  });
  if (shirtRes.statusCode !== 201) throw new Error(`product: ${shirtRes.body}`);
  const shirt = shirtRes.json().data;
  return {
    account,
    shopId,
    mug: { id: mugRes.json().data.id, price: vnd ? 250000 : 25 },
    shirt: { id: shirt.id, small: shirt.variants[0].id, large: shirt.variants[1].id },
  };
}

export async function createOrder(gw: Gateway, m: Merchant, body: Record<string, unknown> = {}): Promise<Order> {
  const res = await gw.call(orderRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity: 2 }], ...body },
  });
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json().data as Order;
}

export async function getOrder(gw: Gateway, m: Merchant, id: string): Promise<Order> {
  const res = await gw.call(orderRoutes.get, { token: m.account.token, params: { shop: m.shopId, order_id: id } });
  if (res.statusCode !== 200) throw new Error(`get order: ${res.statusCode} ${res.body}`);
  return res.json().data as Order;
}

export async function createCustomer(gw: Gateway, m: Merchant, body: Record<string, unknown> = {}) {
  const res = await gw.call(customerRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: `grace.${Math.random().toString(36).slice(2)}@example.com`,
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`customer: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; email: string; total_orders: number; total_spent: number };
}

let rowNumber = 50_000;
/**
 * An order row inserted straight into the table, at a chosen instant (the API stamps "now"):
 * the analytics, rollup and overview suites. Paid, processing, one item, no referrer.
 */
export function orderRow(
  shopId: string,
  currency: string,
  at: string | number,
  total: number,
  extra: Partial<OrderTable> = {},
): OrderTable {
  const iso = new Date(at).toISOString();
  return {
    id: newId(),
    shop_id: shopId,
    number: extra.abandoned ? null : ++rowNumber,
    prefix: null,
    suffix: null,
    customer_id: null,
    customer_name: 'Ada',
    email: null,
    items: '[]',
    item_count: 1,
    subtotal: total,
    discount: 0,
    shipping: 0,
    total,
    currency,
    status: 'processing',
    payment_status: 'paid',
    payment_method: 'cod',
    fulfillment_status: 'unfulfilled',
    note: null,
    tags: '[]',
    shipping_address: null,
    billing_address: null,
    referring_site: null,
    abandoned: 0,
    refund_reason: null,
    paid_at: null,
    search: '',
    stock_held: 0,
    created_at: iso,
    updated_at: iso,
    ...extra,
  };
}
