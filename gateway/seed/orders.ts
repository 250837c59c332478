/**
 * First start: each demo shop gets about 300 customers and 2,000 orders over the last 90
 * days in every status and payment status, with fulfillments, notes, tags, referring
 * sites and a timeline, plus 40 abandoned checkouts, made from its catalogue. Deterministic,
 * one transaction per shop, batch inserts, run once per shop (a key_values marker).
 */
import { removeAccents } from '../../core/slug';
import { ORDER_NUMBER_START } from '../../core/orderNumber';
import type { Db } from '../db';
import type { ShopTable } from '../db/schema';
import type { CustomerTable } from '../modules/customer/customer.tables';
import type { FulfillmentTable } from '../modules/fulfillment/fulfillment.tables';
import type { OrderEventTable, OrderTable, OrderTagTable } from '../modules/order/order.tables';
import type { ProductTable } from '../modules/product/product.tables';
import { newId, nowIso } from '../lib/ids';
import { newCustomerRow } from '../lib/customers';
import { type StoredLine } from '../modules/order/order.rows';
import { json } from '../lib/json';
import { orderName, orderSearch } from '../lib/orderName';
import { chunks } from '../lib/chunks';
import { moneyDigits, roundMoney } from '../lib/money';
import { englishOrders, REFERRING_SITES, vietnameseOrders, type OrdersSeed } from './orders.data';
import { demoShops } from './demo';

const DAY_MS = 86_400_000;
const marker = (shopId: string) => `orders_seeded:${shopId}`;

export interface OrdersSeedOptions {
  customers?: number;
  orders?: number;
  abandoned?: number;
  now?: number;
}

/** mulberry32: the same orders on every machine. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Variant = { id: string; options: string[]; price: number | null; sku: string | null; image: string | null };

export async function seedShopOrders(
  db: Db,
  shop: Pick<ShopTable, 'id' | 'language' | 'currency' | 'prefix' | 'suffix'>,
  options: OrdersSeedOptions = {},
) {
  const data: OrdersSeed = shop.language === 'vi' ? vietnameseOrders : englishOrders;
  const rand = random(shop.language === 'vi' ? 8484 : 1001);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const weighted = <T>(pairs: [T, number][]) => {
    let x = rand() * pairs.reduce((n, [, w]) => n + w, 0);
    for (const [value, w] of pairs) if ((x -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
  const digits = moneyDigits(shop.currency);
  const now = options.now ?? Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  const products = (await db
    .selectFrom('products')
    .selectAll()
    .where('shop_id', '=', shop.id)
    .where('status', '=', 'active')
    .execute()) as ProductTable[];
  if (!products.length) return { customers: 0, orders: 0, abandoned: 0 };

  // Customers, each with an address of the shop's country.
  const customers: CustomerTable[] = [];
  const emails = new Set<string>();
  for (let i = 0; customers.length < (options.customers ?? 300); i++) {
    const listedFirst = pick(data.firstNames);
    const listedLast = pick(data.lastNames);
    // Family-first lists (Vietnamese) list the family name first: it belongs in last_name
    // ("Họ"), the given names in first_name ("Tên").
    const [first, last] = data.familyFirst ? [listedLast, listedFirst] : [listedFirst, listedLast];
    const local = removeAccents(data.familyFirst ? `${first.split(' ').pop()}.${last}` : `${first}.${last}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    const email = `${local}${i % 3 ? i : ''}@${pick(data.emailDomains)}`;
    if (emails.has(email)) continue;
    emails.add(email);
    const place = pick(data.places);
    const created = now - (95 + rand() * 200) * DAY_MS;
    customers.push(
      newCustomerRow(
        newId(),
        shop.id,
        {
          first_name: first,
          last_name: last,
          email,
          phone: rand() < 0.8 ? data.phone(i * 37 + 11) : null,
          company: rand() < 0.12 ? pick(data.companies) : null,
          address: {
            address: `${1 + Math.floor(rand() * 250)} ${pick(place.streets)}`,
            apartment: rand() < 0.2 ? `${Math.floor(rand() * 40) + 1}B` : null,
            city: place.city,
            province: place.province,
            country_code: data.country,
            zip_code: place.zip,
          },
          tags: rand() < 0.3 ? [pick(data.customerTags)] : [],
          note: null,
          accepts_marketing: rand() < 0.45,
        },
        iso(created),
      ),
    );
  }

  const orders: OrderTable[] = [];
  const tags: OrderTagTable[] = [];
  const fulfillments: FulfillmentTable[] = [];
  const events: OrderEventTable[] = [];
  const event = (order: OrderTable, type: string, args: Record<string, string | number>, at: number) =>
    events.push({
      id: newId(),
      shop_id: shop.id,
      order_id: order.id,
      type,
      message: `resources.orders.timeline.${type}`,
      args: JSON.stringify(args),
      at: iso(at),
    });

  const lineOf = (): StoredLine => {
    const product = pick(products);
    const variants = json<Variant[]>(product.variants, []);
    const variant = variants.length ? pick(variants) : undefined;
    return {
      id: newId(),
      product_id: product.id,
      variant_id: variant?.id ?? null,
      title: product.title,
      variant_title: variant ? variant.options.join(' / ') : null,
      sku: variant?.sku ?? product.sku,
      image: variant?.image ?? json<{ url: string }[]>(product.media, [])[0]?.url ?? null,
      price: roundMoney(variant?.price ?? product.price, digits),
      quantity: rand() < 0.75 ? 1 : 2 + Math.floor(rand() * 2),
    };
  };

  const makeOrder = (at: number, number: number | null, customer: CustomerTable): OrderTable => {
    const lines = Array.from({ length: rand() < 0.55 ? 1 : 2 + Math.floor(rand() * 3) }, lineOf);
    const subtotal = roundMoney(
      lines.reduce((n, l) => n + l.price * l.quantity, 0),
      digits,
    );
    const discount = rand() < 0.12 ? roundMoney(subtotal * 0.1, digits) : 0;
    const shipping = subtotal >= data.freeShippingFrom ? 0 : pick(data.shippingRates);
    const address = json<Record<string, string | null>>(customer.address, {});
    const shippingAddress = JSON.stringify({
      first_name: customer.first_name,
      last_name: customer.last_name,
      phone: customer.phone,
      company: customer.company,
      ...address,
    });
    const row: OrderTable = {
      id: newId(),
      shop_id: shop.id,
      number,
      prefix: shop.prefix,
      suffix: shop.suffix,
      customer_id: customer.id,
      customer_name: data.familyFirst
        ? `${customer.last_name} ${customer.first_name}`
        : `${customer.first_name} ${customer.last_name}`,
      email: customer.email,
      items: JSON.stringify(lines),
      item_count: lines.reduce((n, l) => n + l.quantity, 0),
      subtotal,
      discount,
      shipping,
      total: roundMoney(subtotal - discount + shipping, digits),
      currency: shop.currency,
      status: 'processing',
      payment_status: 'unpaid',
      payment_method: weighted(data.paymentMethods),
      fulfillment_status: 'unfulfilled',
      note: rand() < 0.15 ? pick(data.notes) : null,
      tags: '[]',
      shipping_address: shippingAddress,
      billing_address: rand() < 0.85 ? shippingAddress : null,
      referring_site: rand() < 0.3 ? null : pick(REFERRING_SITES),
      abandoned: number === null ? 1 : 0,
      refund_reason: null,
      paid_at: null,
      stock_held: 0,
      search: '',
      created_at: iso(at),
      updated_at: iso(at),
    };
    row.search = orderSearch(row);
    if (rand() < 0.3) {
      const chosen = [...new Set([pick(data.orderTags), ...(rand() < 0.3 ? [pick(data.orderTags)] : [])])];
      row.tags = JSON.stringify(chosen);
      for (const tag of chosen) tags.push({ shop_id: shop.id, order_id: row.id, tag, tag_key: tag.toLowerCase() });
    }
    return row;
  };

  const fulfil = (order: OrderTable, lines: StoredLine[], at: number, seq: number) => {
    const tracking = `${pick(data.carriers).replace(/\s/g, '').slice(0, 3).toUpperCase()}${Math.floor(1e9 + rand() * 9e9)}`;
    const company = pick(data.carriers);
    fulfillments.push({
      id: newId(),
      shop_id: shop.id,
      order_id: order.id,
      seq,
      items: JSON.stringify(lines.map((l) => ({ item_id: l.id, quantity: l.quantity }))),
      tracking_number: tracking,
      tracking_company: company,
      tracking_url: null,
      notify: 1,
      created_at: iso(at),
      updated_at: iso(at),
    });
    event(
      order,
      'fulfilled',
      {
        name: `${orderName(order)}.${seq}`,
        quantity: lines.reduce((n, l) => n + l.quantity, 0),
        tracking_number: tracking,
        tracking_company: company,
      },
      at,
    );
  };

  // Orders oldest first, so numbers grow with time.
  const times = Array.from({ length: options.orders ?? 2000 }, () => now - rand() ** 0.9 * 90 * DAY_MS).sort(
    (a, b) => a - b,
  );
  times.forEach((at, i) => {
    const order = makeOrder(at, ORDER_NUMBER_START + i, customers[Math.floor(rand() ** 1.4 * customers.length)]);
    const lines = json<StoredLine[]>(order.items, []);
    event(order, 'created', { name: orderName(order) }, at);
    const old = now - at > 7 * DAY_MS;
    const status = weighted<OrderTable['status']>(
      old
        ? [
            ['fulfillment', 65],
            ['processing', 10],
            ['cancel', 12],
            ['refund', 13],
          ]
        : [
            ['processing', 60],
            ['fulfillment', 30],
            ['cancel', 5],
            ['refund', 5],
          ],
    );
    const paid =
      status === 'refund' ||
      (status === 'fulfillment' ? rand() < 0.9 : status === 'processing' ? rand() < 0.55 : rand() < 0.3);
    let t = at + 5 * 60_000;
    if (paid) {
      order.payment_status = 'paid';
      order.paid_at = iso(t);
      event(order, 'payment_status_changed', { from: 'unpaid', to: 'paid' }, t);
    }
    // Shipped in full (fulfillment, some refunds after delivery), or in part while still processing.
    const whole = status === 'fulfillment' || (status === 'refund' && rand() < 0.5);
    const part = status === 'processing' && lines.length > 1 && rand() < 0.25;
    if (whole || part) {
      t += (0.5 + rand() * 2) * DAY_MS;
      const split = part || (lines.length > 1 && rand() < 0.3) ? Math.ceil(lines.length / 2) : lines.length;
      fulfil(order, lines.slice(0, split), Math.min(t, now - 60_000), 1);
      if (whole && split < lines.length) fulfil(order, lines.slice(split), Math.min(t + DAY_MS, now - 30_000), 2);
      order.fulfillment_status = whole ? 'fulfilled' : 'partial';
    }
    if (status !== 'processing') {
      t = Math.min(t + DAY_MS * rand(), now - 10_000);
      order.status = status;
      event(order, 'status_changed', { from: 'processing', to: status }, t);
      if (status === 'refund') {
        order.refund_reason = pick(data.refundReasons);
        event(order, 'refunded', { reason: order.refund_reason, amount: order.total, currency: shop.currency }, t + 1);
      }
    }
    order.updated_at = iso(Math.max(at, t));
    orders.push(order);
  });

  for (let i = 0; i < (options.abandoned ?? 40); i++) {
    const order = makeOrder(now - rand() * 14 * DAY_MS, null, pick(customers));
    event(order, 'created', { name: orderName(order) }, Date.parse(order.created_at));
    orders.push(order);
  }

  // Customers joined before their first order; totals as gateway/lib/customers.ts defines them.
  const byCustomer = new Map<string, OrderTable[]>();
  for (const o of orders)
    if (!o.abandoned) byCustomer.set(o.customer_id!, [...(byCustomer.get(o.customer_id!) ?? []), o]);
  for (const c of customers) {
    const theirs = byCustomer.get(c.id) ?? [];
    if (theirs.length && theirs[0].created_at < c.created_at)
      c.created_at = c.updated_at = iso(Date.parse(theirs[0].created_at) - DAY_MS);
    c.total_orders = theirs.length;
    c.total_spent = roundMoney(
      theirs
        .filter((o) => o.payment_status === 'paid' && !['cancel', 'refund'].includes(o.status))
        .reduce((n, o) => n + o.total, 0),
      digits,
    );
  }
  const firstSale =
    orders
      .filter((o) => o.paid_at && !o.abandoned)
      .map((o) => o.paid_at!)
      .sort()[0] ?? null;

  await db.transaction().execute(async (trx) => {
    for (const part of chunks(customers, 200)) await trx.insertInto('customers').values(part).execute();
    for (const part of chunks(orders, 200)) await trx.insertInto('orders').values(part).execute();
    for (const part of chunks(tags, 500)) await trx.insertInto('order_tags').values(part).execute();
    for (const part of chunks(fulfillments, 300)) await trx.insertInto('fulfillments').values(part).execute();
    for (const part of chunks(events, 500)) await trx.insertInto('order_events').values(part).execute();
    const last = ORDER_NUMBER_START - 1 + times.length;
    await trx
      .insertInto('order_counters')
      .values({ shop_id: shop.id, last_number: last })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet({ last_number: last }))
      .execute();
    if (firstSale)
      await trx
        .updateTable('shops')
        .set({ first_sale_at: firstSale })
        .where('id', '=', shop.id)
        .where('first_sale_at', 'is', null)
        .execute();
    await trx
      .insertInto('key_values')
      .values({ key: marker(shop.id), value: nowIso() })
      .execute();
  });
  return { customers: customers.length, orders: times.length, abandoned: orders.length - times.length };
}

/** The demo merchant's shops without demo orders get them (after their catalogue). */
export async function seedOrders(db: Db, options: OrdersSeedOptions = {}) {
  const shops = await demoShops(db, ['id', 'language', 'currency', 'prefix', 'suffix'] as const);
  const seeded: string[] = [];
  for (const shop of shops) {
    const done = await db.selectFrom('key_values').select('key').where('key', '=', marker(shop.id)).executeTakeFirst();
    if (done) continue;
    const result = await seedShopOrders(db, shop, options);
    if (result.orders) seeded.push(shop.id);
  }
  return { seeded };
}
