/** SPEC §7 Customer: CRUD, update by e-mail, bulk, delete, totals that follow orders, import report, export CSV. */
import { describe, expect, it } from 'vitest';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { parseCsv } from '../../gateway/lib/csv';
import { useGateway } from './harness';
import { createCustomer, createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

const getCustomer = async (m: Merchant, id: string) =>
  (await gw.call(customerRoutes.get, { token: m.account.token, params: { shop: m.shopId, customer_id: id } })).json()
    .data;

describe('creating and reading customers', () => {
  it('applies the §5 rules: names 2 to under 50, a valid e-mail, phone and zip code', async () => {
    const m = await merchant(gw);
    const res = await gw.call(customerRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: {
        first_name: 'A',
        last_name: 'x'.repeat(50),
        email: 'not-an-email',
        phone: 'call me',
        address: { zip_code: '1', city: 'c'.repeat(50) },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      first_name: { message: 'app.validation.minLength', args: { n: 2 } },
      last_name: { message: 'app.validation.maxLength', args: { n: 50 } },
      email: { message: 'app.validation.email', args: { field: 'app.field.email' } },
      phone: { message: 'app.validation.phone', args: { field: 'app.field.phone' } },
      'address.city': { message: 'app.validation.maxLength', args: { n: 50 } },
      'address.zip_code': { message: 'app.validation.zipcode', args: { field: 'app.field.zip_code' } },
    });
  });

  it('creates, reads, lists with search and sort, and refuses a second customer with the same e-mail', async () => {
    const m = await merchant(gw);
    const created = await createCustomer(gw, m, {
      first_name: 'Nguyễn',
      last_name: 'Thị Hoa',
      email: 'Hoa@Example.com',
      company: 'Gốm Việt',
      address: { city: 'Hà Nội', country_code: 'vn', zip_code: '100000' },
      tags: ['vip'],
    });
    await createCustomer(gw, m, { first_name: 'Alan', last_name: 'Turing' });
    expect(created).toMatchObject({
      name: 'Nguyễn Thị Hoa',
      total_orders: 0,
      total_spent: 0,
      currency: 'USD',
      address: { country_code: 'VN' },
    });
    expect(await getCustomer(m, created.id)).toMatchObject({
      email: 'Hoa@Example.com',
      company: 'Gốm Việt',
      tags: ['vip'],
    });
    const dup = await gw.call(customerRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { first_name: 'Hoa', last_name: 'Two', email: 'hoa@example.com' },
    });
    expect(dup.json().errors).toEqual({ email: { message: 'app.validation.email_taken' } });
    const search = await gw.call(customerRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { q: 'gom viet' },
    });
    expect(search.json().data).toMatchObject({ total: 1, customers: [{ id: created.id }] });
    const sorted = await gw.call(customerRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { sort: 'name', order: 'asc' },
    });
    expect(sorted.json().data.customers.map((c: { name: string }) => c.name)).toEqual([
      'Alan Turing',
      'Nguyễn Thị Hoa',
    ]);
    const tagged = await gw.call(customerRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { tag: 'VIP' },
    });
    expect(tagged.json().data.total).toBe(1);
  });

  it('updates a customer named by its e-mail in the path, and renames it on its orders', async () => {
    const m = await merchant(gw);
    const c = await createCustomer(gw, m, { email: 'old@example.com' });
    const order = await createOrder(gw, m, { customer_id: c.id, email: undefined });
    const res = await gw.call(customerRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, customer_id: 'OLD@example.com' },
      body: { last_name: 'Brewster', email: 'new@example.com', accepts_marketing: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.id,
      name: 'Grace Brewster',
      email: 'new@example.com',
      accepts_marketing: true,
    });
    const list = await gw.call(orderRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { q: 'brewster' },
    });
    expect(list.json().data.orders.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const gone = await gw.call(customerRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, customer_id: 'old@example.com' },
      body: { note: 'x' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a stale write with 409 and the current customer, and keeps the newer change (and its name on orders)', async () => {
    const m = await merchant(gw);
    const c = await createCustomer(gw, m, { email: 'tab@example.com' });
    expect((await getCustomer(m, c.id)).version).toBe(0);
    const update = (version: number, body: Record<string, unknown>) =>
      gw.call(customerRoutes.update, {
        token: m.account.token,
        params: { shop: m.shopId, customer_id: 'tab@example.com' },
        body: { ...body, version },
      });
    const first = await update(0, { last_name: 'Hopper', note: 'first tab' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ last_name: 'Hopper', version: 1 });
    const stale = await update(0, { last_name: 'Lovelace', note: 'second tab' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_write',
      data: { id: c.id, last_name: 'Hopper', note: 'first tab', version: 1 },
    });
    expect(await getCustomer(m, c.id)).toMatchObject({ last_name: 'Hopper', note: 'first tab', version: 1 });
  });

  it('answers 404 for a customer of another shop, by id and by e-mail', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createCustomer(gw, other, { email: 'private@example.com' });
    expect(
      (
        await gw.call(customerRoutes.get, {
          token: m.account.token,
          params: { shop: m.shopId, customer_id: theirs.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(customerRoutes.update, {
          token: m.account.token,
          params: { shop: m.shopId, customer_id: theirs.email },
          body: { note: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const del = await gw.call(customerRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [theirs.id] },
    });
    expect(del.json().data.ids).toEqual([]);
    expect((await getCustomer(other, theirs.id)).note).toBeNull();
  });
});

describe('customer totals', () => {
  it('follow the orders: count of orders, spent of paid orders not cancelled or refunded', async () => {
    const m = await merchant(gw);
    const c = await createCustomer(gw, m);
    const a = await createOrder(gw, m, { customer_id: c.id, email: undefined, payment_status: 'paid' });
    await createOrder(gw, m, { customer_id: c.id, email: undefined });
    await createOrder(gw, m, { customer_id: c.id, email: undefined, abandoned: true });
    expect(await getCustomer(m, c.id)).toMatchObject({ total_orders: 2, total_spent: 50 });
    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: a.id },
      body: { status: 'refund', refund_reason: 'Late' },
    });
    expect(await getCustomer(m, c.id)).toMatchObject({ total_orders: 2, total_spent: 0 });
    await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'processing' },
      body: { ids: [a.id] },
    });
    expect((await getCustomer(m, c.id)).total_spent).toBe(50);
  });

  it('a new e-mail on an order makes a new customer, named from the shipping address', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, {
      email: 'newbie@example.com',
      shipping_address: { first_name: 'Minh', last_name: 'Lê' },
    });
    expect(order.customer).toMatchObject({ name: 'Minh Lê', email: 'newbie@example.com', total_orders: 1 });
  });
});

describe('bulk and delete', () => {
  it('adds and removes tags and sets marketing consent on the chosen customers', async () => {
    const m = await merchant(gw);
    const a = await createCustomer(gw, m, { tags: ['old', 'keep'] });
    const b = await createCustomer(gw, m);
    const res = await gw.call(customerRoutes.bulk, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [a.id], changes: { add_tags: ['vip'], remove_tags: ['OLD'], accepts_marketing: true } },
    });
    expect(res.json().data).toEqual({ ids: [a.id], updated: 1 });
    expect(await getCustomer(m, a.id)).toMatchObject({ tags: ['keep', 'vip'], accepts_marketing: true });
    expect(await getCustomer(m, b.id)).toMatchObject({ tags: [], accepts_marketing: false });
  });

  it('refuses to delete a customer with orders, and deletes one without', async () => {
    const m = await merchant(gw);
    const buyer = await createCustomer(gw, m);
    const browser = await createCustomer(gw, m);
    await createOrder(gw, m, { customer_id: buyer.id, email: undefined });
    const refused = await gw.call(customerRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [buyer.id, browser.id] },
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: 'customer.in_use', ids: [buyer.id] });
    expect((await getCustomer(m, browser.id)).id).toBe(browser.id);
    const ok = await gw.call(customerRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [browser.id] },
    });
    expect(ok.json().data.ids).toEqual([browser.id]);
  });
});

describe('import', () => {
  const csv = [
    'First Name,Last Name,Email,Phone,City,Zip_Code,Tags,Accepts_Marketing',
    'Ada,Lovelace,ada@example.com,+44 20 7946 0000,London,12345,vip;uk,yes',
    'Bad,Mail,not-an-email,,,,,',
    ',,,,,,,',
    'Charles,Babbage,charles@example.com,,,,,no',
    'Ada,Again,ADA@example.com,,,,,',
  ].join('\n');

  it('reports per row on a dry run (bad e-mail, empty row, repeated e-mail) and writes nothing', async () => {
    const m = await merchant(gw);
    const res = await gw.call(customerRoutes.import, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { csv, dry_run: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      dry_run: true,
      missing_columns: [],
      created: 0,
      updated: 0,
      ids: [],
      rows: [
        { row: 2, status: 'ok', email: 'ada@example.com', errors: [] },
        {
          row: 3,
          status: 'error',
          email: 'not-an-email',
          errors: [{ column: 'email', message: 'app.validation.email', args: { field: 'app.field.email' } }],
        },
        { row: 4, status: 'empty', email: null, errors: [] },
        { row: 5, status: 'ok', email: 'charles@example.com', errors: [] },
        {
          row: 6,
          status: 'error',
          email: 'ADA@example.com',
          errors: [{ column: 'email', message: 'app.validation.email_taken' }],
        },
      ],
    });
    const list = await gw.call(customerRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    expect(list.json().data.total).toBe(0);
  });

  it('writes the good rows, updating a customer whose e-mail is already in the shop', async () => {
    const m = await merchant(gw);
    const existing = await createCustomer(gw, m, { email: 'charles@example.com', first_name: 'Chuck' });
    const res = await gw.call(customerRoutes.import, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { csv, dry_run: false },
    });
    expect(res.json().data).toMatchObject({ dry_run: false, created: 1, updated: 1 });
    expect(await getCustomer(m, existing.id)).toMatchObject({ first_name: 'Charles' });
    const ada = (
      await gw.call(customerRoutes.list, {
        token: m.account.token,
        params: { shop: m.shopId },
        query: { q: 'lovelace' },
      })
    ).json().data.customers[0];
    expect(ada).toMatchObject({
      phone: '+44 20 7946 0000',
      tags: ['vip', 'uk'],
      accepts_marketing: true,
      address: { city: 'London', zip_code: '12345' },
    });
  });

  it('reports a last row without data instead of dropping it', async () => {
    const m = await merchant(gw);
    const res = await gw.call(customerRoutes.import, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { csv: 'first_name,last_name,email\nAda,Lovelace,ada@example.com\n,,\n', dry_run: true },
    });
    expect(res.json().data.rows).toEqual([
      { row: 2, status: 'ok', email: 'ada@example.com', errors: [] },
      { row: 3, status: 'empty', email: null, errors: [] },
    ]);
  });

  it('names the missing columns', async () => {
    const m = await merchant(gw);
    const res = await gw.call(customerRoutes.import, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { csv: 'first_name,phone\nAda,123456', dry_run: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'customer.import.missing_columns',
      data: { missing_columns: ['last_name', 'email'] },
    });
  });
});

describe('export', () => {
  it('answers a CSV of the chosen customers that the import reads back', async () => {
    const m = await merchant(gw);
    const a = await createCustomer(gw, m, {
      first_name: 'Quote',
      last_name: 'Person',
      note: 'Says "hi", often',
      tags: ['a', 'b'],
    });
    await createCustomer(gw, m);
    await createOrder(gw, m, { customer_id: a.id, email: undefined, payment_status: 'paid' });
    const res = await gw.call(customerRoutes.export, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [a.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, row, ...rest] = parseCsv(res.body);
    expect(rest).toEqual([]);
    const record = Object.fromEntries(header.map((h, i) => [h, row[i]]));
    expect(record).toMatchObject({
      first_name: 'Quote',
      email: a.email,
      note: 'Says "hi", often',
      tags: 'a;b',
      total_orders: '1',
      total_spent: '50',
    });
    const other = await merchant(gw);
    const back = await gw.call(customerRoutes.import, {
      token: other.account.token,
      params: { shop: other.shopId },
      body: { csv: res.body, dry_run: true },
    });
    expect(back.json().data.rows).toEqual([{ row: 2, status: 'ok', email: a.email, errors: [] }]);
  });
});
