/**
 * Issue 27 item 3 in a merchant's words: a collection deleted (its products first: SPEC §8
 * refuses to delete one products use) and brought back from the Trash with its products; a
 * product whose handle another one took meanwhile, restored under a new handle.
 */
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { deleteFromEditScreen, shopApi } from './pages/ShopApi';
import { TrashPage } from './pages/TrashPage';

const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ page }) => openDemoShop(page));

test('a deleted collection comes back from the Trash with its products', async ({ page }) => {
  const u = unique();
  const trash = new TrashPage(page);
  const made = await shopApi(page);
  const summer = await made.collection(`Summer ${u}`);
  const hat = await made.product(`Straw hat ${u}`, [summer.id]);
  const bag = await made.product(`Beach bag ${u}`, [summer.id]);

  await test.step('its products deleted, then the collection', async () => {
    await deleteFromEditScreen(page, `/products/edit/${hat.id}`);
    await deleteFromEditScreen(page, `/products/edit/${bag.id}`);
    await deleteFromEditScreen(page, `/products/collections/edit/${summer.id}`);
  });

  await test.step('the Trash, from the menu: who deleted them and when', async () => {
    await trash.open();
    await expect(trash.heading).toHaveText('Trash');
    const row = trash.row(`Straw hat ${u}`);
    await expect(row).toContainText('Product');
    await expect(row).toContainText('Linh');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-products-en.png`, fullPage: true });
    await trash.tab('Collections');
    await expect(page).toHaveURL(/\/trash\/collections$/);
  });

  await test.step('the collection restored, then its products', async () => {
    await trash.restore(`Summer ${u}`);
    await expect(trash.restoreButton(`Summer ${u}`)).toHaveCount(0);
    await trash.tab('Products');
    await trash.restore(`Straw hat ${u}`);
    await trash.restore(`Beach bag ${u}`);
  });

  await test.step('the collection is back with both products', async () => {
    await page.goto(`/products/collections/edit/${summer.id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Summer ${u}`);
    const products = page.getByRole('region', { name: 'Products in this collection' });
    await expect(products.getByRole('row').filter({ hasText: `Straw hat ${u}` })).toBeVisible();
    await expect(products.getByRole('row').filter({ hasText: `Beach bag ${u}` })).toBeVisible();
  });
});

test('a product whose handle is now taken is restored under a new one', async ({ page }) => {
  const u = unique();
  const trash = new TrashPage(page);
  const made = await shopApi(page);
  const mug = await made.product(`Mug ${u}`);
  await deleteFromEditScreen(page, `/products/edit/${mug.id}`);
  const other = await made.product(`Mug ${u}`);
  expect(other.handle).toBe(mug.handle);

  await page.goto('/trash/products');
  await trash.restoreButton(`Mug ${u}`).click();
  const dialog = page.getByRole('dialog', { name: `Restore Mug ${u}` });
  await expect(dialog.getByLabel('New handle')).toBeVisible();
  await expect(dialog).toContainText('is already used by another record.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-clash-en.png` });
  await dialog.getByLabel('New handle').fill(`${mug.handle}-old`);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Mug ${u} restored` })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/products/edit/${mug.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`Mug ${u}`);
});

// No spec deletes a customer: that tab is empty.
test('the Trash in Vietnamese, with its empty state', async ({ page }) => {
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  const trash = new TrashPage(page);
  await page.getByRole('menuitem', { name: 'Thùng rác' }).click();
  await expect(trash.heading).toHaveText('Thùng rác');
  await trash.tab('Khách hàng');
  await expect(page.getByText('Không có mục nào đã xoá trong Khách hàng.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-empty-vi.png`, fullPage: true });
});
