/**
 * Realistic data at size (issue 30 item 1): for each shop, products with options and variants,
 * customers, and orders spread over two years (more of them lately, fewer on Sundays) with
 * lines of those products, every status, payment status and method, discounts, tags, traffic
 * sources and 3% abandoned checkouts. Reproducible: the same seed, shop position and `until`
 * give the same rows (ids included; they are made from the seed, not the clock). Rows go in
 * batches, one transaction each, multi-row INSERTs (PostgreSQL's 65,535-parameter limit: 500
 * orders a statement). The status counters and daily sales rollups are moved by the database's
 * triggers (order.counts.ts, order.rollups.ts) as for any write; `verify` recounts them.
 */
import { ORDER_NUMBER_START } from '../../core/orderNumber';
import type { Db } from '../../gateway/db';
import type { CustomerTable } from '../../gateway/modules/customer/customer.tables';
import type { OrderTable, OrderTagTable } from '../../gateway/modules/order/order.tables';
import type { ProductTable } from '../../gateway/modules/product/product.tables';
import { recountDayTotals } from '../../gateway/modules/order/order.dayTotals';
import { recountDailyTotals } from '../../gateway/modules/order/order.rollups';
import { newProductRow } from '../../gateway/modules/product/product.rows';
import { newCustomerRow } from '../../gateway/lib/customers';
import { chunks } from '../../gateway/lib/chunks';
import { moneyDigits, roundMoney } from '../../gateway/lib/money';
import { orderSearch } from '../../gateway/lib/orderName';
import { englishOrders, REFERRING_SITES } from '../../gateway/seed/orders.data';
import { ProductBody } from '../../resources/product/product.schema';

const DAY_MS = 86_400_000;
const SPAN_MS = 730 * DAY_MS;
const NOUNS = ['Mug', 'Bowl', 'Plate', 'Vase', 'Teapot', 'Cup', 'Jar', 'Tray', 'Pitcher', 'Planter'];
const ADJECTIVES = ['Glazed', 'Speckled', 'Matte', 'Celadon', 'Rustic', 'Hand-thrown', 'Tall', 'Mini'];
const COLORS = ['White', 'Blue', 'Sand', 'Black'];
const SIZES = ['S', 'M', 'L'];
const TAGS = ['gift', 'wholesale', 'vip', 'repeat', 'priority'];

export interface ShopData {
  /** Position of the shop in the data set: with the seed, what makes its rows. */
  index: number;
  shopId: string;
  currency?: string;
  orders: number;
  products?: number;
  customers?: number;
  /** The newest order's time; the oldest is two years before. */
  until: number;
  seed?: number;
  /** Orders a transaction. */
  batch?: number;
  /**
   * Where the rows go instead of multi-row INSERTs (the platform loader's COPY on PostgreSQL,
   * tests/gateway/dataCopy.ts). Rows of a table come in the order they are made.
   */
  write?: RowWriter;
}

/** The generated tables a writer receives. */
export type GeneratedTable = 'products' | 'customers' | 'orders' | 'order_tags';
export type RowWriter = (table: GeneratedTable, rows: object[]) => Promise<void>;

/** mulberry32: the same stream on every machine. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 24 hex like newId(), made from the seed, the shop's position, the kind of row and a counter: unique, repeatable. */
const idOf = (seed: number, shop: number, kind: number, n: number) =>
  (seed >>> 0).toString(16).padStart(8, '0') +
  kind.toString(16).padStart(2, '0') +
  shop.toString(16).padStart(4, '0') +
  n.toString(16).padStart(10, '0');

/** Order times over two years, oldest first: volume grows (density ∝ 1 + 2t), Sundays sell half. */
function orderTimes(count: number, until: number, rand: () => number): number[] {
  const out: number[] = [];
  while (out.length < count) {
    const t = (Math.sqrt(1 + 8 * rand()) - 1) / 2; // inverse of the CDF (t + t²) / 2
    const at = until - SPAN_MS + t * SPAN_MS;
    if (new Date(at).getUTCDay() === 0 && rand() < 0.5) continue;
    out.push(Math.floor(at));
  }
  return out.sort((a, b) => a - b);
}

type Sellable = { product: ProductTable; variants: { id: string; title: string; price: number; sku: string }[] };

function makeProducts(o: ShopData, seed: number, rand: () => number, digits: number) {
  const sellable: Sellable[] = [];
  const rows: ProductTable[] = [];
  for (let i = 0; i < (o.products ?? 200); i++) {
    const price = roundMoney(5 + rand() * 95, digits);
    const withVariants = rand() < 0.6;
    const input = ProductBody.parse({
      title: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${i + 1}`,
      price,
      quantity: Math.floor(rand() * 300),
      sku: `P${i + 1}`,
      vendor: `Studio ${i % 12}`,
      status: rand() < 0.9 ? 'active' : 'inactive',
      tags: [TAGS[i % TAGS.length]],
      description: '<p>Stoneware, fired twice, dishwasher safe. Each piece varies a little in glaze.</p>',
      ...(withVariants && {
        options: [
          { name: 'Color', values: COLORS },
          { name: 'Size', values: SIZES },
        ],
        variants: COLORS.flatMap((color, c) =>
          SIZES.map((size, s) => ({
            id: idOf(seed, o.index, 4, i * 100 + c * 10 + s),
            options: [color, size],
            price: roundMoney(price * (1 + s * 0.25), digits),
            sku: `P${i + 1}-${color[0]}${size}`,
            quantity: Math.floor(rand() * 40),
          })),
        ),
      }),
    });
    const at = new Date(o.until - SPAN_MS - (i + 1) * 3_600_000).toISOString();
    const product = newProductRow(idOf(seed, o.index, 1, i), o.shopId, `product-${i + 1}`, input, digits, at);
    rows.push(product);
    sellable.push({
      product,
      variants: (input.variants ?? []).map((v) => ({
        id: v.id!,
        title: v.options.join(' / '),
        price: v.price ?? price,
        sku: v.sku ?? '',
      })),
    });
  }
  return { rows, sellable };
}

/** Writes one shop's data; answers its row counts. */
export async function generateShop(db: Db, o: ShopData) {
  const seed = (o.seed ?? 20261127) + 7919 * o.index;
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)];
  const currency = o.currency ?? 'USD';
  const digits = moneyDigits(currency);
  const batch = o.batch ?? 10_000;
  const { rows: products, sellable } = makeProducts(o, seed, rand, digits);
  const active = sellable.filter((s) => s.product.status === 'active');
  if (o.write) await o.write('products', products);
  else for (const part of chunks(products, 200)) await db.insertInto('products').values(part).execute();

  const customerCount = o.customers ?? Math.max(50, Math.round(o.orders / 8));
  const customers: CustomerTable[] = Array.from({ length: customerCount }, (_, i) => {
    const first = pick(englishOrders.firstNames);
    const last = pick(englishOrders.lastNames);
    const at = new Date(o.until - SPAN_MS - DAY_MS).toISOString();
    return newCustomerRow(
      idOf(seed, o.index, 2, i),
      o.shopId,
      {
        first_name: first,
        last_name: last,
        email: `${first}.${last}.${i}@example.com`.toLowerCase(),
        phone: null,
        company: null,
        address: null,
        tags: [],
        note: null,
        accepts_marketing: rand() < 0.4,
      },
      at,
    );
  });

  const times = orderTimes(o.orders, o.until, rand);
  let number = ORDER_NUMBER_START;
  let tagRows = 0;
  for (let from = 0; from < times.length; from += batch) {
    const orders: OrderTable[] = [];
    const tags: OrderTagTable[] = [];
    for (let j = from; j < Math.min(times.length, from + batch); j++) {
      const at = times[j];
      // A few customers order often (the square skews picks to the front of the list).
      const c = customers[Math.floor(rand() ** 2 * customerCount)];
      const lines = Array.from({ length: 1 + Math.floor(rand() ** 2 * 4) }, (_, k) => {
        const s = pick(active);
        const v = s.variants.length ? pick(s.variants) : null;
        return {
          id: `l${k + 1}`,
          product_id: s.product.id,
          variant_id: v?.id ?? null,
          title: s.product.title,
          variant_title: v?.title ?? null,
          sku: v?.sku ?? s.product.sku,
          image: null,
          price: v?.price ?? s.product.price,
          quantity: 1 + Math.floor(rand() ** 3 * 3),
        };
      });
      const subtotal = roundMoney(
        lines.reduce((n, l) => n + l.price * l.quantity, 0),
        digits,
      );
      const discount = rand() < 0.12 ? roundMoney(subtotal * 0.1, digits) : 0;
      const shipping = subtotal >= 75 ? 0 : pick([4.99, 7.5, 12]);
      const age = o.until - at;
      const abandoned = rand() < 0.03 ? 1 : 0;
      // Older orders are done: shipped, some cancelled or refunded; the last days' still wait.
      const r = rand();
      const status =
        age < 3 * DAY_MS && r < 0.7
          ? 'processing'
          : r < 0.85
            ? 'fulfillment'
            : r < 0.93
              ? 'processing'
              : r < 0.97
                ? 'cancel'
                : 'refund';
      const paid = status !== 'processing' || rand() < 0.6;
      const orderTags = rand() < 0.08 ? [pick(TAGS)] : [];
      const iso = new Date(at).toISOString();
      const row: OrderTable = {
        id: idOf(seed, o.index, 3, j),
        shop_id: o.shopId,
        number: abandoned ? null : number++,
        prefix: null,
        suffix: null,
        customer_id: c.id,
        customer_name: `${c.first_name} ${c.last_name}`,
        email: c.email,
        items: JSON.stringify(lines),
        item_count: lines.reduce((n, l) => n + l.quantity, 0),
        subtotal,
        discount,
        shipping,
        total: roundMoney(subtotal - discount + shipping, digits),
        currency,
        status,
        payment_status: paid ? 'paid' : 'unpaid',
        payment_method: pick(['card', 'card', 'card', 'paypal', 'cod', 'bank_transfer']),
        fulfillment_status: status === 'fulfillment' ? 'fulfilled' : 'unfulfilled',
        note: rand() < 0.05 ? 'Please gift wrap.' : null,
        tags: JSON.stringify(orderTags),
        shipping_address: null,
        billing_address: null,
        referring_site: rand() < 0.35 ? null : pick(REFERRING_SITES),
        abandoned,
        refund_reason: status === 'refund' ? 'Arrived broken' : null,
        paid_at: paid && !abandoned ? iso : null,
        stock_held: 0,
        search: '',
        created_at: iso,
        updated_at: iso,
      };
      row.search = orderSearch(row);
      orders.push(row);
      for (const tag of orderTags) tags.push({ shop_id: o.shopId, order_id: row.id, tag, tag_key: tag });
      if (!abandoned) {
        c.total_orders += 1;
        if (paid && status !== 'cancel' && status !== 'refund') c.total_spent += row.total;
      }
    }
    if (o.write) {
      await o.write('orders', orders);
      await o.write('order_tags', tags);
    } else
      await db.transaction().execute(async (trx) => {
        for (const part of chunks(orders, 500)) await trx.insertInto('orders').values(part).execute();
        for (const part of chunks(tags, 1000)) await trx.insertInto('order_tags').values(part).execute();
      });
    tagRows += tags.length;
  }
  for (const c of customers) c.total_spent = roundMoney(c.total_spent, digits);
  if (o.write) await o.write('customers', customers);
  else for (const part of chunks(customers, 300)) await db.insertInto('customers').values(part).execute();
  const last = number - 1;
  await db
    .insertInto('order_counters')
    .values({ shop_id: o.shopId, last_number: last })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ last_number: last }))
    .execute();
  return { products: products.length, customers: customerCount, orders: times.length, tags: tagRows };
}

/**
 * The counters the triggers kept, against a recount from the orders: the status counts and the
 * daily rollups (per source and per day) of a shop. Answers the differences (none when consistent).
 */
export async function verifyShop(db: Db, shopId: string): Promise<string[]> {
  const problems: string[] = [];
  const counted = await db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('abandoned', '=', 0)
    .groupBy('status')
    .execute();
  const kept = await db.selectFrom('order_status_counts').selectAll().where('shop_id', '=', shopId).execute();
  const keptBy = new Map(kept.map((k) => [k.status, Number(k.n)]));
  for (const { status, n } of counted)
    if (keptBy.get(status) !== Number(n)) problems.push(`status ${status}: kept ${keptBy.get(status)}, counted ${n}`);
  const key = (r: { day: string; source: string }) => `${r.day}|${r.source}`;
  const rollups = await db.selectFrom('order_daily_totals').selectAll().where('shop_id', '=', shopId).execute();
  const recount = new Map((await recountDailyTotals(db, shopId)).map((r) => [key(r), r]));
  if (rollups.length !== recount.size) problems.push(`rollup rows: kept ${rollups.length}, counted ${recount.size}`);
  for (const r of rollups) {
    const c = recount.get(key(r));
    if (!c || Number(c.orders) !== Number(r.orders) || Math.abs(Number(c.sales) - Number(r.sales)) > 0.01)
      problems.push(`rollup ${key(r)}: kept ${r.orders}/${r.sales}, counted ${c?.orders}/${c?.sales}`);
  }
  const days = await db.selectFrom('order_day_totals').selectAll().where('shop_id', '=', shopId).execute();
  const dayRecount = new Map((await recountDayTotals(db, shopId)).map((r) => [r.day, r]));
  if (days.length !== dayRecount.size) problems.push(`day rows: kept ${days.length}, counted ${dayRecount.size}`);
  for (const r of days) {
    const c = dayRecount.get(r.day);
    if (!c || c.orders !== Number(r.orders) || Math.abs(c.sales - Number(r.sales)) > 0.01)
      problems.push(`day ${r.day}: kept ${r.orders}/${r.sales}, counted ${c?.orders}/${c?.sales}`);
  }
  return problems.slice(0, 10);
}
