/** CSV import with a dry run, and bulk update: the preview writes nothing, apply writes all in one transaction. */
import { describe, expect, it } from 'vitest';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { createProduct, listProducts, merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

const CSV = [
  'Title,Price,SKU,Quantity,Vendor,Tags,Status,Compare_at_price,Cost_per_item,Colour',
  'Enamel mug,12.50,MUG-1,40,Harbor,kitchen; gift,active,15,5,red',
  '"Tote, waxed",30,TOTE-1,,Harbor,,inactive,,,',
  ',abc,BAD-1,-2,Harbor,,sold,,,',
  ',,,,,,,,,',
  '"Quote ""special"" jar",7,JAR-1,3,,,,,,',
  '',
].join('\r\n');

describe('CSV import', () => {
  it('a dry run reports each row, the bad one with its columns and the empty one, and writes nothing', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.import, {
      token: m.token,
      params: { shop: m.shopId },
      body: { csv: CSV, dry_run: true },
    });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({
      dry_run: true,
      missing_columns: [],
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: 1,
    });
    expect(report.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'ok'],
      [3, 'ok'],
      [4, 'error'],
      [5, 'empty'],
      [6, 'ok'],
    ]);
    expect(report.rows[1].title).toBe('Tote, waxed');
    expect(report.rows[2].errors).toEqual([
      { column: 'title', message: 'app.validation.required' },
      { column: 'price', message: 'app.validation.number' },
      { column: 'quantity', message: 'app.validation.between', args: { min: 0, max: 999_999_999 } },
      { column: 'status', message: 'app.validation.invalid' },
    ]);
    expect((await listProducts(gw, m)).total).toBe(0);
  });

  it('a real run writes the good rows, reports the others, and reads quotes and tags', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.import, {
      token: m.token,
      params: { shop: m.shopId },
      body: { csv: CSV, dry_run: false },
    });
    expect(res.json().data).toMatchObject({ dry_run: false, created: 3 });
    expect(res.json().data.rows.filter((r: { status: string }) => r.status !== 'ok')).toHaveLength(2);
    const { products } = await listProducts(gw, m, { sort: 'title', order: 'asc' });
    expect(products.map((p) => [p.title, p.price, p.quantity, p.status, p.tags])).toEqual([
      ['Enamel mug', 12.5, 40, 'active', ['gift', 'kitchen']],
      ['Quote "special" jar', 7, 3, 'active', []],
      ['Tote, waxed', 30, 0, 'inactive', []],
    ]);
    expect(products[0]).toMatchObject({
      compare_at_price: 15,
      cost_per_item: 5,
      sku: 'MUG-1',
      vendor: 'Harbor',
      handle: 'enamel-mug',
    });
  });

  it('missing required columns answer 400 with the columns named, and write nothing', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.import, {
      token: m.token,
      params: { shop: m.shopId },
      body: { csv: 'name,sku\nMug,MUG-1\n', dry_run: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'product.import.missing_columns',
      data: { missing_columns: ['title', 'price'], rows: [], created: 0 },
    });
    expect((await listProducts(gw, m)).total).toBe(0);
  });

  it('an export imports back into another shop', async () => {
    const m = await merchant(gw);
    await createProduct(gw, m, {
      title: '=HYPERLINK("x")',
      price: 3,
      tags: ['a', 'b'],
      description: '<p>Line 1,\nline 2</p>',
    });
    const csv = (
      await gw.call(productRoutes.export, { token: m.token, params: { shop: m.shopId }, query: { isExport: 'true' } })
    ).body;
    expect(csv).toContain(`'=HYPERLINK`);
    const other = await merchant(gw);
    const res = await gw.call(productRoutes.import, {
      token: other.token,
      params: { shop: other.shopId },
      body: { csv, dry_run: false },
    });
    expect(res.json().data.created).toBe(1);
    const [copy] = (await listProducts(gw, other)).products;
    expect(copy).toMatchObject({
      title: '=HYPERLINK("x")',
      price: 3,
      tags: ['a', 'b'],
      description: '<p>Line 1,\nline 2</p>',
    });
  });
});

describe('bulk update', () => {
  const prices = async (m: Awaited<ReturnType<typeof merchant>>) =>
    Object.fromEntries((await listProducts(gw, m)).products.map((p) => [p.title, p.price]));

  it('POST previews +10 % price before and after per product and writes nothing; PUT applies it', async () => {
    const m = await merchant(gw);
    const a = await createProduct(gw, m, {
      title: 'A',
      price: 12.5,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: ['S'], price: 20 }],
    });
    const b = await createProduct(gw, m, { title: 'B', price: 9.99 });
    await createProduct(gw, m, { title: 'C', price: 100 });
    const body = { ids: [a.id, b.id], changes: [{ field: 'price', operation: 'add_percent', value: 10 }] };

    const preview = await gw.call(productRoutes.bulkPreview, { token: m.token, params: { shop: m.shopId }, body });
    expect(preview.statusCode).toBe(200);
    const rows = preview
      .json()
      .data.rows.sort((x: { title: string }, y: { title: string }) => x.title.localeCompare(y.title));
    expect(rows).toEqual([
      { id: a.id, title: 'A', before: { price: 12.5 }, after: { price: 13.75 }, changed: true },
      { id: b.id, title: 'B', before: { price: 9.99 }, after: { price: 10.99 }, changed: true },
    ]);
    expect(await prices(m)).toEqual({ A: 12.5, B: 9.99, C: 100 });

    const apply = await gw.call(productRoutes.bulkApply, { token: m.token, params: { shop: m.shopId }, body });
    expect(apply.json().data.updated).toBe(2);
    expect(await prices(m)).toEqual({ A: 13.75, B: 10.99, C: 100 });
    const got = await gw.call(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: a.id } });
    expect(got.json().data.variants[0].price).toBe(22);
  });

  it('chooses by filter, never goes below 0, rounds VND to whole dong, and changes status and tags', async () => {
    const m = await merchant(gw, { currency: 'VND', language: 'vi' });
    await createProduct(gw, m, { title: 'Bát', price: 15_000, quantity: 3, vendor: 'Lò A', tags: ['men lam', 'cũ'] });
    await createProduct(gw, m, { title: 'Đĩa', price: 33_333, quantity: 10, vendor: 'Lò A', tags: ['cũ'] });
    await createProduct(gw, m, { title: 'Ấm', price: 50_000, quantity: 10, vendor: 'Lò B' });
    const body = {
      filter: { vendor: 'Lò A' },
      changes: [
        { field: 'price', operation: 'subtract_percent', value: 15 },
        { field: 'quantity', operation: 'subtract', value: 5 },
        { field: 'status', operation: 'set', value: 'inactive' },
        { field: 'tags', operation: 'remove_tags', value: ['CŨ'] },
        { field: 'tags', operation: 'add_tags', value: ['giảm giá'] },
      ],
    };
    const apply = await gw.call(productRoutes.bulkApply, { token: m.token, params: { shop: m.shopId }, body });
    expect(apply.statusCode).toBe(200);
    const { products } = await listProducts(gw, m, { sort: 'price', order: 'asc' });
    expect(products.map((p) => [p.title, p.price, p.quantity, p.status, p.tags])).toEqual([
      ['Bát', 12_750, 0, 'inactive', ['giảm giá', 'men lam']],
      ['Đĩa', 28_333, 5, 'inactive', ['giảm giá']],
      ['Ấm', 50_000, 10, 'active', []],
    ]);
    expect((await listProducts(gw, m, { tag: 'giảm giá' })).total).toBe(2);
  });

  it('refuses a formula its field has not, and a negative amount', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.bulkPreview, {
      token: m.token,
      params: { shop: m.shopId },
      body: {
        changes: [
          { field: 'status', operation: 'add', value: 1 },
          { field: 'price', operation: 'add', value: -5 },
          { field: 'tags', operation: 'add_percent', value: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'changes.0.operation',
      'changes.1.value',
      'changes.2.operation',
    ]);
  });

  it('applies all or nothing: a failure mid-way leaves every product as it was', async () => {
    const m = await merchant(gw);
    for (const title of ['One', 'Two', 'Three']) await createProduct(gw, m, { title, price: 10 });
    const { products } = await listProducts(gw, m, { sort: 'title', order: 'asc' });
    expect(products).toHaveLength(3);
    // The second product's write fails inside the transaction (as a full disk would).
    const real = gw.db.transaction;
    let writes = 0;
    (gw.db as { transaction: typeof real }).transaction = function patched(this: typeof gw.db) {
      const builder = real.call(this);
      const execute = builder.execute.bind(builder);
      return Object.assign(builder, {
        execute: (fn: (trx: unknown) => Promise<unknown>) =>
          execute(async (trx) => {
            const updateTable = trx.updateTable.bind(trx);
            trx.updateTable = ((table: 'products') => {
              if (++writes === 2) throw new Error('disk full');
              return updateTable(table);
            }) as typeof trx.updateTable;
            return fn(trx);
          }),
      });
    } as typeof real;
    try {
      const res = await gw.call(productRoutes.bulkApply, {
        token: m.token,
        params: { shop: m.shopId },
        body: { changes: [{ field: 'price', operation: 'set', value: 99 }] },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      (gw.db as { transaction: typeof real }).transaction = real;
    }
    expect(writes).toBe(2);
    expect(await prices(m)).toEqual({ One: 10, Two: 10, Three: 10 });
  });
});
