/**
 * Issue 15 item 10 and issue 8 item 4: the product CSV round trip (export -> import is a
 * no-op; matching by id, then handle, then SKU), the dry run's created / updated /
 * unchanged / errors, BOM and fragile digits in every export, an unreadable file named
 * by its line, and large files imported as a job.
 */
import { describe, expect, it } from 'vitest';
import { BOM, parseCsv } from '../../gateway/lib/csv';
import { seedShopCatalogue } from '../../gateway/seed/catalogue';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { createProduct, listProducts, merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway({ importJobBytes: 20_000 });

const exportCsv = async (m: Merchant) => {
  const res = await gw.call(productRoutes.export, {
    token: m.token,
    params: { shop: m.shopId },
    query: { isExport: 'true' },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const importCsv = async (m: Merchant, csv: string, dryRun: boolean) =>
  gw.call(productRoutes.import, { token: m.token, params: { shop: m.shopId }, body: { csv, dry_run: dryRun } });
/** The report, also when the file was big enough to go through a job. */
async function importReport(m: Merchant, csv: string, dryRun: boolean) {
  const res = await importCsv(m, csv, dryRun);
  expect(res.statusCode, res.body).toBeLessThan(300);
  const job = res.json().data.job as { id: string } | undefined;
  if (!job) return res.json().data;
  await gw.app.queue.drain();
  return (await gw.call(jobRoutes.get, { token: m.token, params: { shop: m.shopId, job_id: job.id } })).json().data
    .result;
}
const allProducts = async (m: Merchant) => {
  const list = await listProducts(gw, m, { limit: 100, sort: 'title', order: 'asc' });
  return Promise.all(
    list.products.map(
      async (p) =>
        (await gw.call(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: p.id } })).json()
          .data,
    ),
  );
};

async function catalogue(m: Merchant) {
  await createProduct(gw, m, {
    title: 'Plain mug',
    price: 12.5,
    sku: 'MUG-1',
    barcode: '00123456',
    quantity: 40,
    tags: ['kitchen', 'gift'],
  });
  await createProduct(gw, m, {
    title: 'Linen tee, "classic"',
    price: 20,
    description: '<p>Soft,\nwashed "linen"</p>',
    vendor: 'Fernwood',
    status: 'inactive',
    options: [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue'] },
    ],
    variants: [
      { options: ['S', 'Red'], price: 20, sku: 'TEE-S-R', quantity: 3 },
      { options: ['S', 'Blue'], price: 21, sku: 'TEE-S-B', quantity: 0 },
      { options: ['M', 'Red'], price: 22, sku: '0042', quantity: 5, compare_at_price: 30 },
      { options: ['M', 'Blue'], price: 23, sku: null, quantity: 1 },
    ],
    media: [{ url: 'https://img.test/tee-1.png', alt: 'Front' }, { url: 'https://img.test/tee-2.png' }],
  });
  await createProduct(gw, m, {
    title: '=HYPERLINK("x")',
    price: 3,
    track_quantity: false,
    continue_selling: true,
    seo_description: 'Bát Tràng',
    media: [{ url: 'https://img.test/a.png' }, { url: 'https://img.test/b.png' }, { url: 'https://img.test/c.png' }],
  });
  await createProduct(gw, m, {
    title: 'Options, no variants yet',
    price: 5,
    options: [{ name: 'Size', values: ['One'] }],
  });
}

describe('product CSV', () => {
  it('export -> import is a no-op: the dry run says all unchanged, the real run writes nothing', async () => {
    const m = await merchant(gw);
    await catalogue(m);
    const before = await allProducts(m);
    const csv = await exportCsv(m);
    expect(csv.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(csv);
    expect(header.slice(0, 3)).toEqual(['ID', 'Handle', 'Title']);
    expect(rows).toHaveLength(1 + 4 + 3 + 1);
    // Leading zeros are kept as text for spreadsheets, formulas defused.
    expect(rows.map((r) => r[header.indexOf('Barcode')])).toContain('="00123456"');
    expect(rows.map((r) => r[header.indexOf('Variant SKU')])).toContain('="0042"');
    expect(rows.map((r) => r[header.indexOf('Title')])).toContain('\'=HYPERLINK("x")');

    const dry = await importCsv(m, csv, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ dry_run: true, created: 0, updated: 0, unchanged: 4, errors: 0 });
    const real = await importCsv(m, csv, false);
    expect(real.json().data).toMatchObject({
      dry_run: false,
      created: 0,
      updated: 0,
      unchanged: 4,
      errors: 0,
      ids: [],
    });
    expect(await allProducts(m)).toEqual(before);
  });

  it('round-trips the seeded demo catalogue (201 products before this fix became 201 new ones)', async () => {
    const m = await merchant(gw);
    const owner = (
      await gw.db.selectFrom('shops').select('owner_id').where('id', '=', m.shopId).executeTakeFirstOrThrow()
    ).owner_id;
    await seedShopCatalogue(
      gw.db,
      { id: m.shopId, owner_id: owner, language: 'vi', currency: 'VND' },
      { store: null, publicBaseUrl: '', productsPerShop: 40 },
    );
    const csv = await exportCsv(m);
    expect(await importReport(m, csv, true)).toMatchObject({ created: 0, updated: 0, unchanged: 40, errors: 0 });
  });

  it('updates what changed, creates what is new, matching by id, then handle, then SKU', async () => {
    const m = await merchant(gw);
    await catalogue(m);
    const csv = parseCsv(await exportCsv(m));
    const [header, ...rows] = csv;
    const col = (name: string) => header.indexOf(name);
    const mug = rows.find((r) => r[col('Title')] === 'Plain mug')!;
    mug[col('Price')] = '14.00';
    mug[col('Tags')] = 'kitchen;sale';
    const tee = rows.filter((r) => r[col('Title')].startsWith('Linen'));
    for (const r of tee) r[col('ID')] = ''; // matched by handle
    const line = (cells: string[]) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',');
    const bySku = header.map(
      (h) => (({ Title: 'Plain mug renamed', SKU: 'MUG-1', Price: '14.00' }) as Record<string, string>)[h] ?? '',
    );
    const fresh = header.map(
      (h) => (({ Title: 'New bowl', Price: '9', Tags: 'kitchen' }) as Record<string, string>)[h] ?? '',
    );
    const body = [header, ...rows.filter((r) => r !== mug), fresh].map(line).join('\r\n');
    const dry = (await importCsv(m, body, true)).json().data;
    expect(dry).toMatchObject({ created: 1, updated: 0, unchanged: 3, errors: 0 });
    const edited = [header, mug, ...tee].map(line).join('\r\n');
    expect((await importCsv(m, edited, true)).json().data).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 1,
      errors: 0,
    });
    const real = (await importCsv(m, [header, mug].map(line).join('\r\n'), false)).json().data;
    expect(real).toMatchObject({ updated: 1, created: 0 });
    const after = (await listProducts(gw, m, { q: 'Plain mug' })).products[0];
    expect(after).toMatchObject({ price: 14, tags: ['kitchen', 'sale'], barcode: '00123456' });
    // No ID, no handle: the SKU finds it.
    const skuRun = (await importCsv(m, [header, bySku].map(line).join('\r\n'), false)).json().data;
    expect(skuRun).toMatchObject({ updated: 1, created: 0 });
    expect((await listProducts(gw, m)).total).toBe(4);
    expect((await listProducts(gw, m, { q: 'renamed' })).total).toBe(1);
  });

  it('refuses a quote never closed with the line it starts on, and writes nothing', async () => {
    const m = await merchant(gw);
    const res = await importCsv(m, 'title,price\nCup,2\n"Mug, big,12\nBowl,3\n', false);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'csv.unreadable',
      errors: { csv: { message: 'app.validation.csv_unreadable', args: { line: 3 } } },
    });
    expect(res.json().message).toContain('line 3');
    expect((await listProducts(gw, m)).total).toBe(0);
  });

  it("reads the older lowercase columns and Shopify's own headers", async () => {
    const m = await merchant(gw);
    const shopify = [
      'Handle,Title,Body (HTML),Vendor,Tags,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src',
      'tee,Tee,<b>Hi</b>,Acme,summer,Size,S,T-S,10,2,https://img.test/1.png',
      'tee,,,,,,M,T-M,12,3,https://img.test/2.png',
      'cap,Cap,,,,Title,Default Title,C-1,5,1,',
    ].join('\n');
    const res = (await importCsv(m, shopify, false)).json().data;
    expect(res).toMatchObject({ created: 2, errors: 0 });
    const tee = (await listProducts(gw, m, { q: 'Tee' })).products[0];
    expect(tee).toMatchObject({ price: 10, vendor: 'Acme', options: [{ name: 'Size', values: ['S', 'M'] }] });
    expect(tee.variants.map((v) => [v.sku, v.price, v.quantity])).toEqual([
      ['T-S', 10, 2],
      ['T-M', 12, 3],
    ]);
    expect(tee.media.map((i) => i.url)).toEqual(['https://img.test/1.png', 'https://img.test/2.png']);
    expect((await listProducts(gw, m, { q: 'Cap' })).products[0]).toMatchObject({
      price: 5,
      options: [],
      variants: [],
    });
  });

  it('imports a file over the threshold as a job, with progress and the same report', async () => {
    const m = await merchant(gw);
    const lines = ['title,price,sku', ...Array.from({ length: 1200 }, (_, i) => `Bulk item ${i},${i + 1},BULK-${i}`)];
    const csv = lines.join('\n');
    expect(csv.length).toBeGreaterThan(20_000);
    const res = await importCsv(m, csv, false);
    expect(res.statusCode).toBe(202);
    const jobId = res.json().data.job.id as string;
    await gw.app.queue.drain();
    const job = (await gw.call(jobRoutes.get, { token: m.token, params: { shop: m.shopId, job_id: jobId } })).json()
      .data;
    expect(job).toMatchObject({ status: 'done', progress: 100, result: { created: 1200, errors: 0 } });
    expect((await listProducts(gw, m)).total).toBe(1200);
  });
});

describe('every CSV export', () => {
  it('starts with a BOM and keeps leading zeros of ZIP codes', async () => {
    const m = await merchant(gw);
    const created = await gw.call(customerRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: {
        first_name: 'An',
        last_name: 'Le',
        email: 'an@example.com',
        address: { address: '1 A St', city: 'Hanoi', country_code: 'VN', zip_code: '01234' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await gw.call(customerRoutes.export, { token: m.token, params: { shop: m.shopId }, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, row] = parseCsv(res.body);
    expect(row[header.indexOf('zip_code')]).toBe('="01234"');
  });
});
