/** SPEC §7 Shop against the real gateway: rules of §5, list, fields, currency lock, delete. */
import { describe, expect, it } from 'vitest';
import { SHOP_FIELDS } from '../../resources/shop/shop.schema';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway, validShop } from './harness';

const gw = useGateway();
const DAY_MS = 86_400_000;

describe('shop init', () => {
  it.each([
    ['name', '', { message: 'app.validation.required' }],
    ['name', 'x'.repeat(70), { message: 'app.validation.maxLength', args: { n: 70 } }],
    ['email', '   ', { message: 'app.validation.required' }],
    ['email', 'shop@example', { message: 'app.validation.email', args: { field: 'app.field.email' } }],
    ['phone', 'call me', { message: 'app.validation.phone', args: { field: 'app.field.phone' } }],
    ['address', '', { message: 'app.validation.required' }],
    ['address', 'x'.repeat(100), { message: 'app.validation.maxLength', args: { n: 100 } }],
    ['city', '', { message: 'app.validation.required' }],
    ['city', 'x'.repeat(50), { message: 'app.validation.maxLength', args: { n: 50 } }],
    ['country_code', '', { message: 'app.validation.required' }],
    ['country_code', 'ZZ', { message: 'app.validation.invalid' }],
    ['zip_code', '', { message: 'app.validation.required' }],
    ['zip_code', '1', { message: 'app.validation.zipcode', args: { field: 'app.field.zip_code' } }],
    ['zip_code', '12345-1234567', { message: 'app.validation.zipcode', args: { field: 'app.field.zip_code' } }],
    ['timezone', 'UTC+14:00', { message: 'app.validation.invalid' }],
    ['currency', 'XYZ', { message: 'app.validation.invalid' }],
    ['language', 'fr', { message: 'app.validation.invalid' }],
  ])('refuses %s = %j with its message key', async (field, value, error) => {
    const { token } = await gw.account();
    const res = await gw.call(shopRoutes.init, { token, body: validShop({ [field]: value }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: error });
    expect(typeof res.json().messages[field]).toBe('string');
  });

  it('reports every missing required field at once, with English messages', async () => {
    const { token } = await gw.account();
    const res = await gw.call(shopRoutes.init, { token, body: {} });
    expect(res.statusCode).toBe(400);
    const { errors, messages } = res.json();
    for (const field of [
      'name',
      'email',
      'address',
      'city',
      'country_code',
      'zip_code',
      'timezone',
      'currency',
      'language',
    ]) {
      expect(errors[field]).toEqual({ message: 'app.validation.required' });
      expect(messages[field]).toBe("can't be blank.");
    }
    expect(errors.phone).toBeUndefined();
  });

  it('renders the field label into the English message', async () => {
    const { token } = await gw.account();
    const res = await gw.call(shopRoutes.init, { token, body: validShop({ zip_code: 'abc', email: 'bad' }) });
    expect(res.json().messages).toEqual({ zip_code: 'Postal code is invalid.', email: 'Email is invalid.' });
  });

  it('creates the shop with a trial expiry and answers it', async () => {
    const { token } = await gw.account();
    const before = Date.now();
    const res = await gw.call(shopRoutes.init, { token, body: validShop({ name: '  Gốm Sứ Bát Tràng ' }) });
    const after = Date.now();
    expect(res.statusCode).toBe(201);
    const shop = res.json().data;
    expect(shop).toMatchObject({
      name: 'Gốm Sứ Bát Tràng',
      handle: 'gom-su-bat-trang',
      email: 'owner@maple.example.com',
      city: 'Portland',
      country_code: 'US',
      currency: 'USD',
      language: 'en',
      deleted: false,
    });
    expect(shop._id).toBe(shop.id);
    const expiry = Date.parse(shop.expired_at);
    expect(expiry).toBeGreaterThanOrEqual(before + 14 * DAY_MS);
    expect(expiry).toBeLessThanOrEqual(after + 14 * DAY_MS);
    expect(shop).not.toHaveProperty('owner_id');
  });

  it("accepts '&' in a name, as the demo shop 'Maple & Co' has", async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token, { name: 'Salt & Pepper' });
    expect(shop).toMatchObject({ name: 'Salt & Pepper', handle: 'salt-pepper' });
  });

  it('gives the same name a different handle each time', async () => {
    const { token } = await gw.account();
    const first = await gw.createShop(token, { name: 'Twin Shop' });
    const second = await gw.createShop(token, { name: 'Twin Shop' });
    const third = await gw.createShop(token, { name: 'twin shop' });
    expect(first.handle).toBe('twin-shop');
    expect(new Set([first.handle, second.handle, third.handle]).size).toBe(3);
  });
});

describe('shop list', () => {
  it('reads data.shops with total, page and limit; pages do not overlap and cover every shop', async () => {
    const { token } = await gw.account();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await gw.createShop(token, { name: `Paged Shop ${i}` }))._id);

    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await gw.call(shopRoutes.list, { token, query: { page, limit: 2, published: 'true' } });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ total: 5, page, limit: 2 });
      expect(data.shops).toHaveLength(page === 3 ? 1 : 2);
      seen.push(...data.shops.map((s: { _id: string }) => s._id));
    }
    expect(seen.sort()).toEqual([...ids].sort());
    const beyond = await gw.call(shopRoutes.list, { token, query: { page: 4, limit: 2 } });
    expect(beyond.json().data).toMatchObject({ shops: [], total: 5 });
  });

  it('defaults to page 1, limit 100', async () => {
    const { token } = await gw.account();
    await gw.createShop(token);
    const res = await gw.call(shopRoutes.list, { token });
    expect(res.json().data).toMatchObject({ page: 1, limit: 100, total: 1 });
  });

  it('filters by published', async () => {
    const { token } = await gw.account();
    const shown = await gw.createShop(token, { name: 'Shown Shop' });
    const hidden = await gw.createShop(token, { name: 'Hidden Shop' });
    await gw.db.updateTable('shops').set({ published: 0 }).where('id', '=', hidden._id).execute();
    const names = async (published?: string) =>
      (await gw.call(shopRoutes.list, { token, query: published ? { published } : {} }))
        .json()
        .data.shops.map((s: { _id: string }) => s._id);
    expect(await names('true')).toEqual([shown._id]);
    expect(await names('false')).toEqual([hidden._id]);
    expect((await names()).sort()).toEqual([shown._id, hidden._id].sort());
  });

  it('refuses a page size above 100', async () => {
    const { token } = await gw.account();
    const res = await gw.call(shopRoutes.list, { token, query: { limit: 101 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.limit).toBeDefined();
  });
});

describe('shop get', () => {
  it('answers the whole shop without a list of fields', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const res = await gw.call(shopRoutes.get, { token, params: { id: shop._id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: shop._id,
      name: 'Maple and Co',
      zip_code: '97201',
      timezone: 'UTC-08:00',
    });
  });

  it('with fields=name,email answers only those, plus _id and id', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const res = await gw.call(shopRoutes.get, { token, params: { id: shop._id }, query: { fields: 'name,email' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: shop._id,
      id: shop._id,
      name: 'Maple and Co',
      email: 'owner@maple.example.com',
    });
  });

  it("with SPEC §3's list (what the SPA sends) answers every listed field, null when unset, and nothing else", async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const data = await gw.ok(shopRoutes.get, {
      token,
      params: { id: shop._id },
      query: { fields: SHOP_FIELDS.join(',') },
    });
    expect(Object.keys(data.data).sort()).toEqual([...SHOP_FIELDS, 'id'].sort());
    expect(data.data).toMatchObject({
      name: 'Maple and Co',
      deleted: false,
      title: null,
      private_domain: expect.stringContaining('.'),
    });
  });
});

describe('shop update', () => {
  it('changes only the fields given', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const res = await gw.call(shopRoutes.update, {
      token,
      params: { id: shop._id },
      body: { city: 'Seattle', apartment: 'Suite 4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      city: 'Seattle',
      apartment: 'Suite 4',
      name: 'Maple and Co',
      zip_code: '97201',
    });
    const read = await gw.call(shopRoutes.get, { token, params: { id: shop._id } });
    expect(read.json().data).toMatchObject({
      city: 'Seattle',
      apartment: 'Suite 4',
      name: 'Maple and Co',
      address: '12 Market Street',
    });
  });

  it('checks each given field by its rule and changes nothing on failure', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const res = await gw.call(shopRoutes.update, {
      token,
      params: { id: shop._id },
      body: { name: ' ', zip_code: 'abc', city: 'Seattle' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: { message: 'app.validation.required' },
      zip_code: { message: 'app.validation.zipcode', args: { field: 'app.field.zip_code' } },
    });
    const read = await gw.call(shopRoutes.get, { token, params: { id: shop._id } });
    expect(read.json().data.city).toBe('Portland');
  });

  it('ignores fields the merchant may not set (owner, handle, expiry)', async () => {
    const owner = await gw.account();
    const other = await gw.account();
    const shop = await gw.createShop(owner.token);
    const res = await gw.call(shopRoutes.update, {
      token: owner.token,
      params: { id: shop._id },
      body: { owner_id: other.id, handle: 'stolen', expired_at: '2999-01-01T00:00:00.000Z', city: 'Salem' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ city: 'Salem', handle: shop.handle, expired_at: shop.expired_at });
    const row = await gw.db
      .selectFrom('shops')
      .select(['owner_id'])
      .where('id', '=', shop._id)
      .executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
  });

  it('the currency can change before the first sale and is locked after it', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const early = await gw.call(shopRoutes.update, { token, params: { id: shop._id }, body: { currency: 'EUR' } });
    expect(early.statusCode).toBe(200);
    expect(early.json().data.currency).toBe('EUR');

    await gw.db
      .updateTable('shops')
      .set({ first_sale_at: new Date().toISOString() })
      .where('id', '=', shop._id)
      .execute();
    const late = await gw.call(shopRoutes.update, {
      token,
      params: { id: shop._id },
      body: { currency: 'VND', city: 'Salem' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ currency: { message: 'app.validation.currency_locked' } });
    expect(late.json().messages.currency).toBe('The currency cannot change after the first sale.');

    const read = await gw.call(shopRoutes.get, { token, params: { id: shop._id } });
    expect(read.json().data).toMatchObject({ currency: 'EUR', city: 'Portland' });
    // Other fields, and the same currency, still save.
    const same = await gw.call(shopRoutes.update, {
      token,
      params: { id: shop._id },
      body: { currency: 'EUR', city: 'Salem' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toMatchObject({ currency: 'EUR', city: 'Salem' });
  });
});

describe('shop delete', () => {
  it('hides the shop from the list, and later calls on it answer 404', async () => {
    const { token } = await gw.account();
    const kept = await gw.createShop(token, { name: 'Kept Shop' });
    const gone = await gw.createShop(token, { name: 'Gone Shop' });
    const res = await gw.call(shopRoutes.delete, { token, params: { id: gone._id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: gone._id, deleted: true });
    expect(Date.parse(res.json().data.delete_at)).toBeGreaterThan(Date.now());

    const list = await gw.call(shopRoutes.list, { token });
    expect(list.json().data.shops.map((s: { _id: string }) => s._id)).toEqual([kept._id]);
    expect(list.json().data.total).toBe(1);
    expect((await gw.call(shopRoutes.list, { token, query: { published: 'false' } })).json().data.total).toBe(0);
    expect((await gw.call(shopRoutes.get, { token, params: { id: gone._id } })).statusCode).toBe(404);
    expect(
      (await gw.call(shopRoutes.update, { token, params: { id: gone._id }, body: { city: 'Salem' } })).statusCode,
    ).toBe(404);
    expect((await gw.call(shopRoutes.delete, { token, params: { id: gone._id } })).statusCode).toBe(404);
  });
});

describe('check-name', () => {
  it('reports a taken name as unavailable, by its handle', async () => {
    const { token } = await gw.account();
    await gw.createShop(token, { name: 'Lotus Tea House' });
    const check = async (name: string) => (await gw.call(shopRoutes.checkName, { token, query: { name } })).json().data;
    expect(await check('Lotus Tea House')).toMatchObject({ available: false, handle: 'lotus-tea-house' });
    expect(await check('lotus tea  HOUSE')).toMatchObject({ available: false });
    expect(await check('Lotus Tea Garden')).toMatchObject({ available: true, handle: 'lotus-tea-garden' });
  });

  it("sees names taken by other merchants' shops too", async () => {
    const owner = await gw.account();
    const other = await gw.account();
    await gw.createShop(owner.token, { name: 'Only One Bakery' });
    const res = await gw.call(shopRoutes.checkName, { token: other.token, query: { name: 'Only One Bakery' } });
    expect(res.json().data.available).toBe(false);
  });

  it('needs a name', async () => {
    const { token } = await gw.account();
    const res = await gw.call(shopRoutes.checkName, { token, query: { name: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name.message).toBe('app.validation.required');
  });
});
