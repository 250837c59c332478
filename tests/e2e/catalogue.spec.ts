/**
 * The catalogue in a merchant's words: a product with options and variants, an image and
 * its margin; a CSV import checked before it is written; a +10 % price change previewed
 * then applied; a collection in use that cannot be deleted; a product put in a collection
 * with the keyboard; a collection's products paged and sorted; a product feed downloaded.
 */
import { readFileSync } from 'node:fs';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';
import type { LoginPage } from './pages/LoginPage';
import { ProductFormPage } from './pages/ProductFormPage';
import { ProductListPage } from './pages/ProductListPage';
import type { ShopSelectPage } from './pages/ShopSelectPage';

const SHOP = 'Maple & Co';
const SHOTS = process.env.E2E_SCREENSHOTS;
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function signInToShop(loginPage: LoginPage, shopSelectPage: ShopSelectPage) {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose(SHOP);
  await expect(loginPage.page).toHaveURL(/\/$/);
}

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  await signInToShop(loginPage, shopSelectPage);
});

test('a product with two options gets four variants, an image, and its margin and profit', async ({
  page,
  productFormPage: form,
}) => {
  const title = `Linen apron ${unique()}`;

  await test.step('price 25 and cost 15 show a 40% margin and $10.00 profit as typed', async () => {
    await form.gotoCreate();
    await form.title.fill(title);
    await form.price.fill('25');
    await form.costPerItem.fill('15');
    await expect(form.margin).toHaveValue('40%');
    await expect(form.profit).toHaveValue('$10.00');
  });

  await test.step('sizes S, M and colours Red, Blue make four variants', async () => {
    await form.addOption(1, 'Size', ['S', 'M']);
    await form.addOption(2, 'Color', ['Red', 'Blue']);
    await expect(form.variantRows()).toHaveCount(4);
    for (const variant of ['S / Red', 'S / Blue', 'M / Red', 'M / Blue'])
      await expect(form.variant(variant)).toBeVisible();
    await form.variant('M / Blue').getByLabel('SKU').fill('APRON-M-BLUE');
  });

  await test.step('an image goes to the object store and shows in the media', async () => {
    await form.addImages.setInputFiles({ name: 'apron photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.image(1).getByRole('img')).toHaveAttribute('src', /\/s3\/.+\/products\/\d+-apron-photo\.png$/);
  });

  await test.step('a 71-character title and a negative variant quantity: SPEC §5 on each field, no browser bubble', async () => {
    await form.title.fill('x'.repeat(71));
    // The counter says 71/70: the message names its 70 (issue 31 item 12), as the gateway would.
    await expect(page.getByText('71/70')).toBeVisible();
    const stock = form.variant('M / Blue').getByLabel('Quantity');
    await expect(stock).not.toHaveAttribute('min');
    await stock.fill('-1');
    await form.saveButton.click();
    await expect(form.title).toHaveAccessibleDescription(/^must be at most 70 characters\./);
    await expect(stock).toHaveAccessibleDescription(/^must be from 0 to /);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-limits-en.png`, fullPage: true });
    // 70 characters are allowed: the counter's number.
    await form.title.fill(`${title} `.padEnd(70, 'x'));
    await expect(form.title).not.toHaveAccessibleDescription(/must be/);
    await form.title.fill(title);
    await stock.fill('3');
  });

  await test.step('saved: the edit screen has the variants, the image and the margin', async () => {
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
    await page.reload();
    await expect(form.title).toHaveValue(title);
    await expect(form.variantRows()).toHaveCount(4);
    await expect(form.variant('M / Blue').getByLabel('SKU')).toHaveValue('APRON-M-BLUE');
    await expect(form.image(1)).toBeVisible();
    await expect(form.margin).toHaveValue('40%');
    await expect(form.profit).toHaveValue('$10.00');
  });
});

test('two tabs edit one product: the second save is refused, says so and keeps what was typed', async ({
  page,
  productFormPage: first,
}) => {
  const title = `Stoneware jug ${unique()}`;
  await first.gotoCreate();
  await first.title.fill(title);
  await first.price.fill('30');
  await first.saveButton.click();
  await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
  const url = page.url();

  // The second tab (same browser, same sign-in) opens the product before the first saves.
  const secondPage = await page.context().newPage();
  const second = new ProductFormPage(secondPage);
  await second.gotoEdit(url);
  await expect(second.title).toHaveValue(title);

  await test.step('the first tab saves a new price', async () => {
    await first.price.fill('35');
    await first.saveButton.click();
    await expect(page.getByRole('alert')).toContainText('Update successfully');
  });

  await test.step('the second tab saves its own change: refused, with the message, and its values stay', async () => {
    await second.title.fill(`${title} (large)`);
    await second.price.fill('40');
    await second.saveButton.click();
    await expect(secondPage.getByRole('alert')).toContainText('Someone changed this record since you opened it.');
    await expect(second.title).toHaveValue(`${title} (large)`);
    await expect(second.price).toHaveValue('40');
  });

  await test.step('the first change is what was kept', async () => {
    await secondPage.reload();
    await expect(second.title).toHaveValue(title);
    await expect(second.price).toHaveValue('35');
  });
  await secondPage.close();
});

test('a CSV import with one bad row is reported first and writes only the good rows', async ({
  page,
  productListPage: list,
}) => {
  const tag = `imp${unique()}`;
  const csv = `title,price,sku,quantity\n${tag} mug,12.50,${tag}-1,5\n${tag} bowl,abc,${tag}-2,3\n${tag} plate,9,${tag}-3,2\n`;

  await list.goto();
  await list.chooseCsv('products.csv', csv);
  await expect(list.importReport).toContainText(
    '3 products: 2 new, 0 to update, 0 unchanged, 1 with errors, 0 empty rows',
  );
  await expect(list.problem(3)).toContainText(`${tag} bowl`);
  await expect(list.problem(3)).toContainText('Price: must be a number.');

  await test.step('nothing is written by the dry run', async () => {
    await list.importDialog.getByRole('button', { name: 'Cancel' }).click();
    await list.goto(tag);
    await expect(page.getByText(/found using the current filters/)).toBeVisible();
  });

  await test.step('confirmed: the two good rows are products, the bad one is not', async () => {
    await list.chooseCsv('products.csv', csv);
    await list.confirmImport(2).click();
    await expect(page.getByText('2 products imported or updated')).toBeVisible();
    await list.goto(tag);
    await expect(list.rows()).toHaveCount(2);
    await expect(list.row(`${tag} mug`)).toBeVisible();
    await expect(list.row(`${tag} plate`)).toBeVisible();
    await expect(list.row(`${tag} bowl`)).toHaveCount(0);
  });
});

test('prices +10 % in bulk: the preview shows before and after, apply writes them', async ({
  page,
  productListPage: list,
  bulkUpdatePage: bulk,
}) => {
  const tag = `bulk${unique()}`;
  await list.goto();
  await list.chooseCsv('products.csv', `title,price\n${tag} candle,10\n${tag} lamp,20\n`);
  await list.confirmImport(2).click();
  await expect(page.getByText('2 products imported or updated')).toBeVisible();

  await bulk.goto();
  await bulk.search.fill(tag);
  await bulk.setChange(1, 'Price', 'Increase by percent', '10');
  await bulk.previewButton.click();
  await expect(bulk.previewRow(`${tag} candle`)).toContainText('$10.00 → $11.00');
  await expect(bulk.previewRow(`${tag} lamp`)).toContainText('$20.00 → $22.00');

  await test.step('the preview wrote nothing', async () => {
    const fresh = await page.context().newPage();
    const freshList = new ProductListPage(fresh);
    await freshList.goto(tag);
    await expect(freshList.row(`${tag} candle`)).toContainText('$10.00');
    await fresh.close();
  });

  await test.step('apply asks once with the count; cancelled, nothing is written', async () => {
    await bulk.applyButton.click();
    await expect(bulk.confirmDialog).toContainText('2 products will change');
    await bulk.confirmDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(bulk.confirmDialog).toHaveCount(0);
  });

  await bulk.apply();
  await expect(page.getByText('2 products updated')).toBeVisible();
  await list.goto(tag);
  await expect(list.row(`${tag} candle`)).toContainText('$11.00');
  await expect(list.row(`${tag} lamp`)).toContainText('$22.00');

  await test.step('undone from the bulk update screen: the old prices are back', async () => {
    await bulk.goto();
    await expect(bulk.lastUpdate).toContainText('2 products changed');
    await bulk.lastUpdate.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('2 products restored')).toBeVisible();
    await expect(bulk.lastUpdate).toHaveCount(0);
    await list.goto(tag);
    await expect(list.row(`${tag} candle`)).toContainText('$10.00');
    await expect(list.row(`${tag} lamp`)).toContainText('$20.00');
  });
});

test('a collection used by products cannot be deleted', async ({ page, collectionsPage: collections }) => {
  await collections.open('Accessories');
  await expect(page).toHaveURL(/\/products\/collections\/edit\/[^/]+$/);
  await expect(
    collections.productsInCollection
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();

  await collections.deleteButton.click();
  await expect(page.getByRole('dialog')).toContainText("This can't be undone");
  await collections.confirmButton.click();
  await expect(collections.notification).toContainText(
    'Product in use, please remove this category from product in use',
  );

  // Still there, with its products.
  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Accessories');
  await expect(
    collections.productsInCollection
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first(),
  ).toBeVisible();
});

test('a product goes into a collection with the keyboard alone: the picker loads on focus and keeps what was typed', async ({
  page,
  productFormPage: form,
}) => {
  const title = `Wool throw ${unique()}`;
  await form.gotoCreate();
  await form.title.fill(title);
  await form.price.fill('30');
  // Tab from Vendor to Tags, then to Collections: each loads its autocomplete and takes the focus on.
  await form.vendor.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.type('cosy');
  await page.keyboard.press('Enter');
  await expect(form.organization.getByRole('button', { name: 'cosy' })).toBeVisible();
  await page.keyboard.press('Tab');
  const collections = page.getByRole('combobox', { name: 'Collections' });
  await expect(collections).toBeFocused();
  await page.keyboard.type('Sal');
  await page.getByRole('option', { name: 'Sale', exact: true }).click();
  await form.saveButton.click();
  await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
  await page.reload();
  await expect(form.title).toHaveValue(title);
  // Before any use, the stand-in shows the saved tag and collection by name.
  await expect(form.organization.getByText('cosy', { exact: true })).toBeVisible();
  await expect(form.organization.getByText('Sale', { exact: true })).toBeVisible();
});

test("a collection's products: ten a page, the next page, sorted by price, each opening its product", async ({
  page,
  collectionsPage: collections,
}) => {
  await collections.open('Bags');
  await expect(collections.productRows()).toHaveCount(10);
  await expect(collections.productsInCollection).toContainText(/1-10 of \d+/);
  await collections.productsInCollection.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(collections.productsInCollection).toContainText(/11-20 of \d+/);

  await collections.productsInCollection.getByRole('button', { name: 'Price' }).click();
  await expect(collections.productsInCollection).toContainText(/1-10 of \d+/);
  const firstPrices = await collections
    .productRows()
    .evaluateAll((rows) =>
      rows.map((row) =>
        Number((row.children[3]?.textContent ?? '').replace(/^\D*([\d,.]+).*$/, '$1').replace(/,/g, '')),
      ),
    );
  expect(firstPrices.length).toBe(10);
  expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));

  const first = collections.productRows().first().getByRole('link');
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(name ?? '');
});

test('a product feed is generated with its progress and downloaded as XML', async ({ page, feedPage: feed }) => {
  await feed.goto();
  await feed.generateButton.click();
  await expect(feed.ready).toBeVisible({ timeout: 30_000 });
  await expect(feed.current).toContainText(/\d+ items, generated \d{4}-\d{2}-\d{2}/);

  const [download] = await Promise.all([page.waitForEvent('download'), feed.downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('products.xml');
  const xml = readFileSync(await download.path(), 'utf8');
  expect(xml).toContain('<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">');
  expect(xml).toContain('<title>Maple &amp; Co</title>');
  expect(xml).toMatch(/<g:price>[\d.]+ USD<\/g:price>/);
});
