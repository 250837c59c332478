/**
 * Issue 28 item 2, on both databases: a versioned record's GET answers an ETag; PUT and DELETE
 * with If-Match write only at that version and answer 412 Precondition Failed when it is stale
 * (RFC 9110 §13.1.1), on hand-written records (products, orders), declared ones (shipping
 * zones) and declared settings (taxes). The app's `version` field keeps working beside it.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { settingsContract } from '../../core/settingsContract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shipping } from '../../resources/shipping/shipping.resource';
import { tax } from '../../resources/tax/tax.resource';
import { useGateway } from './harness';
import { createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();
const shippingRoutes = declaredContract(shipping);
const taxRoutes = settingsContract(tax);

const ifMatch = (tag: string) => ({ 'if-match': tag });
const as = (m: Merchant) => ({ token: m.account.token });

describe('ETag and If-Match on a hand-written versioned record (a product)', () => {
  it('GET answers ETag "<version>"; a PUT with it writes and answers the next one; the old tag is then 412 and changes nothing', async () => {
    const m = await merchant(gw);
    const params = { shop: m.shopId, product_id: m.mug.id };
    const read = await gw.call(productRoutes.get, { ...as(m), params });
    expect(read.headers.etag).toBe(`"${read.json().data.version}"`);
    const tag = read.headers.etag as string;

    const saved = await gw.call(productRoutes.update, {
      ...as(m),
      params,
      body: { title: 'Blue Mug' },
      headers: ifMatch(tag),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${saved.json().data.version}"`);
    expect(saved.headers.etag).not.toBe(tag);

    const stale = await gw.call(productRoutes.update, {
      ...as(m),
      params,
      body: { title: 'Red Mug' },
      headers: ifMatch(tag),
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'precondition_failed', data: { title: 'Blue Mug' } });
    expect(stale.headers.etag).toBe(saved.headers.etag);
    expect((await gw.ok(productRoutes.get, { ...as(m), params })).data.title).toBe('Blue Mug');
  });

  it('If-Match names the version over the body\'s; "*" asks only that the record exists; a weak or unknown tag never matches', async () => {
    const m = await merchant(gw);
    const params = { shop: m.shopId, product_id: m.mug.id };
    const { data } = await gw.ok(productRoutes.get, { ...as(m), params });
    // The body's version is current, the tag is not: the tag wins.
    const older = await gw.call(productRoutes.update, {
      ...as(m),
      params,
      body: { title: 'A', version: data.version },
      headers: ifMatch(`"${data.version + 7}"`),
    });
    expect(older.statusCode).toBe(412);
    for (const tag of [`W/"${data.version}"`, '"not-ours"']) {
      const res = await gw.call(productRoutes.update, {
        ...as(m),
        params,
        body: { title: 'B' },
        headers: ifMatch(tag),
      });
      expect(res.statusCode, tag).toBe(412);
    }
    // A list of tags matches when one of them is current.
    const listed = await gw.call(productRoutes.update, {
      ...as(m),
      params,
      body: { title: 'C' },
      headers: ifMatch(`"${data.version + 3}", "${data.version}"`),
    });
    expect(listed.statusCode).toBe(200);
    const any = await gw.call(productRoutes.update, { ...as(m), params, body: { title: 'D' }, headers: ifMatch('*') });
    expect(any.statusCode).toBe(200);
    expect((await gw.ok(productRoutes.get, { ...as(m), params })).data.title).toBe('D');
  });

  it("without If-Match the app's version field still answers 409 stale_write", async () => {
    const m = await merchant(gw);
    const params = { shop: m.shopId, product_id: m.mug.id };
    const { data } = await gw.ok(productRoutes.get, { ...as(m), params });
    await gw.ok(productRoutes.update, { ...as(m), params, body: { title: 'X', version: data.version } });
    const stale = await gw.call(productRoutes.update, {
      ...as(m),
      params,
      body: { title: 'Y', version: data.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_write');
  });
});

describe('ETag and If-Match elsewhere', () => {
  it('an order: stale If-Match is 412, the current one refunds it', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { payment_status: 'paid' });
    const params = { shop: m.shopId, order_id: order.id };
    const read = await gw.call(orderRoutes.get, { ...as(m), params });
    expect(read.headers.etag).toBe(`"${order.version}"`);
    await gw.ok(orderRoutes.update, { ...as(m), params, body: { note: 'Gift wrap' } });
    const refund = { status: 'refund', refund_reason: 'Arrived broken' } as const;
    const stale = await gw.call(orderRoutes.update, {
      ...as(m),
      params,
      body: refund,
      headers: ifMatch(read.headers.etag as string),
    });
    expect(stale.statusCode).toBe(412);
    expect((await gw.ok(orderRoutes.get, { ...as(m), params })).data.status).toBe('processing');
    const current = (await gw.call(orderRoutes.get, { ...as(m), params })).headers.etag as string;
    const done = await gw.call(orderRoutes.update, { ...as(m), params, body: refund, headers: ifMatch(current) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('refund');
  });

  it('a declared record (shipping zone): ETag on GET, 412 on a stale PUT and a stale DELETE (the zone stays), then deleted with the current tag', async () => {
    const m = await merchant(gw);
    const { data: zone } = await gw.ok(shippingRoutes.create, {
      ...as(m),
      params: { shop: m.shopId },
      body: { name: 'Domestic', country_codes: ['US'] },
    });
    const params = { shop: m.shopId, shipping_id: zone.id };
    const read = await gw.call(shippingRoutes.get, { ...as(m), params });
    expect(read.headers.etag).toBe('"0"');
    const saved = await gw.call(shippingRoutes.update, {
      ...as(m),
      params,
      body: { name: 'Home', country_codes: ['US'] },
      headers: ifMatch('"0"'),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('"1"');
    const stalePut = await gw.call(shippingRoutes.update, {
      ...as(m),
      params,
      body: { name: 'Away', country_codes: ['US'] },
      headers: ifMatch('"0"'),
    });
    expect(stalePut.statusCode).toBe(412);
    const staleDelete = await gw.call(shippingRoutes.delete, { ...as(m), params, headers: ifMatch('"0"') });
    expect(staleDelete.statusCode).toBe(412);
    expect(staleDelete.json()).toMatchObject({ code: 'precondition_failed', data: { name: 'Home', version: 1 } });
    expect((await gw.call(shippingRoutes.get, { ...as(m), params })).statusCode).toBe(200);
    const deleted = await gw.call(shippingRoutes.delete, { ...as(m), params, headers: ifMatch('"1"') });
    expect(deleted.statusCode).toBe(200);
    expect((await gw.call(shippingRoutes.get, { ...as(m), params })).statusCode).toBe(404);
  });

  it("declared settings (taxes): ETag on GET, 412 when stale, and another merchant's shop is still 404", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const params = { shop: m.shopId };
    await gw.ok(taxRoutes.update, { ...as(m), params, body: { tax_shipping: true } });
    const read = await gw.call(taxRoutes.get, { ...as(m), params });
    const tag = read.headers.etag as string;
    expect(tag).toBe(`"${read.json().data.version}"`);
    const saved = await gw.call(taxRoutes.update, {
      ...as(m),
      params,
      body: { tax_shipping: false },
      headers: ifMatch(tag),
    });
    expect(saved.statusCode).toBe(200);
    const stale = await gw.call(taxRoutes.update, {
      ...as(m),
      params,
      body: { tax_shipping: true },
      headers: ifMatch(tag),
    });
    expect(stale.statusCode).toBe(412);
    const theirs = await gw.call(taxRoutes.update, {
      token: other.account.token,
      params,
      body: { tax_shipping: true },
      headers: ifMatch(saved.headers.etag as string),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
