/**
 * Issue 28 item 1, on both databases: a request retried with its Idempotency-Key is answered
 * the first result and does the work once (orders, gift cards, refunds, a job start); another
 * request with the key is refused (422), one still running answers 409; keys are per user and
 * shop and last 24 hours; simultaneous requests with one key make one record.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS } from '../../gateway/lib/idempotency';
import { newId } from '../../gateway/lib/ids';
import { giftCardContract as giftCardRoutes } from '../../resources/gift-card/giftCard.contract';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { useGateway } from './harness';
import { createOrder, merchant, setUpPayment, type Merchant } from './orders.fixtures';

const gw = useGateway();

const key = () => `key-${newId()}`;
const orderBody = (m: Merchant, quantity = 2) => ({
  email: 'ada@example.com',
  items: [{ product_id: m.mug.id, quantity }],
});
const placeOrder = (m: Merchant, idempotencyKey: string, body: Record<string, unknown> = orderBody(m)) =>
  gw.call(orderRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
const ordersOf = async (m: Merchant) =>
  Number(
    (
      await gw.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('shop_id', '=', m.shopId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The replay is the first answer: same status and body, marked as a replay. */
function expectReplay(first: LightMyRequestResponse, again: LightMyRequestResponse) {
  expect(again.statusCode).toBe(first.statusCode);
  expect(again.json()).toEqual(first.json());
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

describe('Idempotency-Key: a retried request is answered its first result', () => {
  it('an order: the retry answers the same order (201) and the shop has one order, numbered once', async () => {
    const m = await merchant(gw);
    const k = key();
    const first = await placeOrder(m, k);
    expect(first.statusCode).toBe(201);
    const again = await placeOrder(m, k);
    expectReplay(first, again);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await ordersOf(m)).toBe(1);
    // The next order takes the next number: the retry took none.
    const next = await createOrder(gw, m);
    expect(next.number).toBe(first.json().data.number + 1);
  });

  it('a gift card: the retry answers the same card and code, and one card is issued', async () => {
    const m = await merchant(gw);
    const k = key();
    const issue = () =>
      gw.call(giftCardRoutes.create, {
        token: m.account.token,
        params: { shop: m.shopId },
        body: { initial_value: 50, shop_id: m.shopId },
        headers: { 'idempotency-key': k },
      });
    const first = await issue();
    expect(first.statusCode).toBe(201);
    expectReplay(first, await issue());
    const cards = await gw.db.selectFrom('gift_cards').select('id').where('shop_id', '=', m.shopId).execute();
    expect(cards).toHaveLength(1);
  });

  it('a refund: the retry answers the refunded order and the refund is recorded once', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { payment_status: 'paid' });
    const k = key();
    const refund = () =>
      gw.call(orderRoutes.update, {
        token: m.account.token,
        params: { shop: m.shopId, order_id: order.id },
        body: { status: 'refund', refund_reason: 'Arrived broken', version: order.version },
        headers: { 'idempotency-key': k },
      });
    const first = await refund();
    expect(first.statusCode).toBe(200);
    // Without the key the same body would now be a stale write (409): the retry gets the refund instead.
    const again = await refund();
    expectReplay(first, again);
    const now = (
      await gw.ok(orderRoutes.get, { token: m.account.token, params: { shop: m.shopId, order_id: order.id } })
    ).data;
    expect(now.version).toBe(order.version + 1);
    expect(now.timeline.filter((e) => e.type === 'refunded')).toHaveLength(1);
  });

  it('a job start: the retry answers the same job and one job is queued', async () => {
    const m = await merchant(gw);
    const k = key();
    const publish = () =>
      gw.call(jobRoutes.publish, {
        token: m.account.token,
        query: { channel: 'EXPORT-ORDER' },
        body: { shop_id: m.shopId, user_id: m.account.id },
        headers: { 'idempotency-key': k },
      });
    const first = await publish();
    expect(first.statusCode).toBe(202);
    expectReplay(first, await publish());
    const jobs = await gw.db
      .selectFrom('jobs')
      .select('id')
      .where('shop_id', '=', m.shopId)
      .where('channel', '=', 'EXPORT-ORDER')
      .execute();
    expect(jobs.map((j) => j.id)).toEqual([first.json().data.id]);
  });

  it("keeps the handler's refusal: the same request again is refused the same way, without running", async () => {
    const m = await merchant(gw);
    const k = key();
    const other = await merchant(gw);
    // A product of another shop: the handler refuses it (not the schema).
    const body = { email: 'ada@example.com', items: [{ product_id: other.mug.id, quantity: 1 }] };
    const first = await placeOrder(m, k, body);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    expectReplay(first, await placeOrder(m, k, body));
    expect(await ordersOf(m)).toBe(0);
  });
});

describe('Idempotency-Key: what is refused', () => {
  it('the same key with another body: 422 with a clear message, and nothing is made', async () => {
    const m = await merchant(gw);
    const k = key();
    expect((await placeOrder(m, k)).statusCode).toBe(201);
    const other = await placeOrder(m, k, orderBody(m, 3));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      statusCode: 422,
      error: 'Unprocessable Content',
      code: 'idempotency.key_reused',
      message: expect.stringContaining('already used for another request'),
    });
    expect(await ordersOf(m)).toBe(1);
  });

  it('the same key on another call of the shop: 422', async () => {
    const m = await merchant(gw);
    const k = key();
    expect((await placeOrder(m, k)).statusCode).toBe(201);
    const card = await gw.call(giftCardRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { initial_value: 50, shop_id: m.shopId },
      headers: { 'idempotency-key': k },
    });
    expect(card.statusCode).toBe(422);
  });

  it('a request with the key still running: 409 with Retry-After, nothing is made; a claim whose process died is taken over', async () => {
    const m = await merchant(gw);
    const k = key();
    const first = await placeOrder(m, k);
    // Another instance is running a request with this key: its claim has no answer yet.
    const claim = await gw.db
      .updateTable('idempotency_keys')
      .set({ status_code: null, body: null, locked_until: new Date(Date.now() + 60_000).toISOString() })
      .where('key', '=', k)
      .executeTakeFirst();
    expect(Number(claim.numUpdatedRows)).toBe(1);
    await gw.db.deleteFrom('orders').where('shop_id', '=', m.shopId).execute();
    const running = await placeOrder(m, k);
    expect(running.statusCode).toBe(409);
    expect(running.headers['retry-after']).toBe('1');
    expect(running.json()).toMatchObject({ code: 'idempotency.in_flight' });
    expect(await ordersOf(m)).toBe(0);
    // The claim's lease ran out (its process stopped): the next retry does the work.
    await gw.db
      .updateTable('idempotency_keys')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', k)
      .execute();
    const taken = await placeOrder(m, k);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data.id).not.toBe(first.json().data.id);
    expect(await ordersOf(m)).toBe(1);
  });

  it('a malformed key: 400 on the header, nothing is made', async () => {
    const m = await merchant(gw);
    const res = await placeOrder(m, 'x'.repeat(256));
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual({ 'Idempotency-Key': expect.stringContaining('1 to 255') });
    expect(await ordersOf(m)).toBe(0);
  });
});

describe('Idempotency-Key: scope and lifetime', () => {
  it('another user, or another shop of the same user, with the same key: independent requests', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const { _id: secondShop } = await gw.createShop(m.account.token, { name: 'Second shop' });
    await setUpPayment(gw, m.account.token, secondShop, 'cod');
    const k = key();
    expect((await placeOrder(m, k)).statusCode).toBe(201);
    const theirs = await placeOrder(other, k);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(other)).toBe(1);
    const { data: cup } = await gw.ok(productRoutes.create, {
      token: m.account.token,
      params: { shop: secondShop },
      body: { title: 'Cup', price: 5, quantity: 10 },
    });
    const inSecond = await gw.call(orderRoutes.create, {
      token: m.account.token,
      params: { shop: secondShop },
      body: { email: 'ada@example.com', items: [{ product_id: cup.id, quantity: 1 }] },
      headers: { 'idempotency-key': k },
    });
    expect(inSecond.statusCode).toBe(201);
    expect(inSecond.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(m)).toBe(1);
  });

  it('after 24 hours the key is forgotten (purged on the next write) and the same request is done again', async () => {
    const m = await merchant(gw);
    const k = key();
    expect((await placeOrder(m, k)).statusCode).toBe(201);
    const stale = key();
    expect((await placeOrder(m, stale)).statusCode).toBe(201);
    // A day and a second later (the kept answers' times moved back).
    const dayAgo = (ms: number) => new Date(ms - IDEMPOTENCY_TTL_MS - 1000).toISOString();
    await gw.db
      .updateTable('idempotency_keys')
      .set({ created_at: dayAgo(Date.now() - 1000), expires_at: dayAgo(Date.now() + IDEMPOTENCY_TTL_MS) })
      .where('key', 'in', [k, stale])
      .execute();
    const later = await placeOrder(m, k);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(m)).toBe(3);
    // The other expired key went with that write.
    const left = await gw.db.selectFrom('idempotency_keys').select('key').where('key', '=', stale).execute();
    expect(left).toEqual([]);
  });
});

describe('Idempotency-Key under concurrency', () => {
  it('ten simultaneous requests with one key: exactly one order; the others are the replay or 409', async () => {
    const m = await merchant(gw);
    const k = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(m, k)));
    expect(await ordersOf(m)).toBe(1);
    const made = answers.filter((a) => a.statusCode === 201);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((a) => a.json().data.id)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 409)).toBe(true);
  });

  it('100 creates whose answers are lost, each sent again (at once and after): 0 duplicate orders', async () => {
    const m = await merchant(gw);
    const sent = 100;
    let replays = 0;
    let inFlight = 0;
    for (let i = 0; i < sent; i += 10) {
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          const k = key();
          // The first answer is lost; the client sends again while it may still run, then once more.
          const [, retry] = await Promise.all([placeOrder(m, k), placeOrder(m, k)]);
          if (retry.statusCode === 409) inFlight += 1;
          const last = await placeOrder(m, k);
          expect(last.statusCode).toBe(201);
          if (last.headers['idempotent-replayed'] === 'true') replays += 1;
        }),
      );
    }
    const orders = await ordersOf(m);
    console.log(
      `[idempotency] ${gw.kind}: ${sent} creates sent 3 times each (first answer lost): ${orders} orders, ` +
        `${orders - sent} duplicates; ${inFlight} retries answered 409 while the first ran, ${replays} final retries replayed`,
    );
    expect(orders).toBe(sent);
    expect(replays).toBe(sent);
  });
});
