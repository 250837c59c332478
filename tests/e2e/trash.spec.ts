/**
 * Issue 27 item 3 in a merchant's words: a collection deleted (its products first: SPEC §8
 * refuses to delete one products use) and brought back from the Trash with its products; a
 * product whose handle another one took meanwhile, restored under a new handle.
 */
import type { Page } from '@playwright/test';
import { fillPath } from '../../core/route';
import { collection } from '../../resources/collection/collection.resource';
import { productRoutes } from '../../resources/product/product.routes';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';

const SHOP = 'Maple & Co';
const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose(SHOP);
  await expect(loginPage.page).toHaveURL(/\/$/);
});

/** Records made through the gateway as the signed-in merchant (what is tested is the Trash). */
async function api(page: Page) {
  const { token, shop } = await page.evaluate(() => ({
    token: JSON.parse(localStorage.getItem('shop-admin.token') ?? '{}').token as string,
    shop: decodeURIComponent(
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('__shop_curr='))
        ?.slice(12) ?? '',
    ),
  }));
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await page.request.post(fillPath(path, { shop }), {
      headers: { authorization: `Bearer ${token}` },
      data: { ...body, shop_id: shop },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const data = (await answer.json()).data as { id?: string; _id?: string; handle: string };
    return { id: String(data.id ?? data._id), handle: data.handle };
  };
  return {
    collection: (title: string) => post(collection.api.base, { title }),
    product: (title: string, collections: string[] = []) =>
      post(productRoutes.create.path, { title, price: 12, collections }),
  };
}

/** Deletes from a record's edit screen, as a merchant does: Delete, then Confirm. */
async function deleteFrom(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Delete successfully' })).toBeVisible();
}

const restoreButton = (page: Page, title: string) => page.getByRole('button', { name: `Restore ${title}` });

test('a deleted collection comes back from the Trash with its products', async ({ page }) => {
  const u = unique();
  const made = await api(page);
  const summer = await made.collection(`Summer ${u}`);
  const hat = await made.product(`Straw hat ${u}`, [summer.id]);
  const bag = await made.product(`Beach bag ${u}`, [summer.id]);

  await test.step('its products deleted, then the collection', async () => {
    await deleteFrom(page, `/products/edit/${hat.id}`);
    await deleteFrom(page, `/products/edit/${bag.id}`);
    await deleteFrom(page, `/products/collections/edit/${summer.id}`);
  });

  await test.step('the Trash, from the menu: who deleted them and when', async () => {
    await page.getByRole('menuitem', { name: 'Trash' }).click();
    await expect(page).toHaveURL(/\/trash$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trash');
    const row = page.getByRole('row').filter({ hasText: `Straw hat ${u}` });
    await expect(row).toContainText('Product');
    await expect(row).toContainText('Linh');
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2}/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-products-en.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/\/trash\/collections$/);
  });

  await test.step('the collection restored, then its products', async () => {
    await restoreButton(page, `Summer ${u}`).click();
    await expect(page.getByRole('alert').filter({ hasText: `Summer ${u} restored` })).toBeVisible();
    await expect(restoreButton(page, `Summer ${u}`)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Products' }).click();
    await restoreButton(page, `Straw hat ${u}`).click();
    await expect(page.getByRole('alert').filter({ hasText: `Straw hat ${u} restored` })).toBeVisible();
    await restoreButton(page, `Beach bag ${u}`).click();
    await expect(page.getByRole('alert').filter({ hasText: `Beach bag ${u} restored` })).toBeVisible();
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
  const made = await api(page);
  const mug = await made.product(`Mug ${u}`);
  await deleteFrom(page, `/products/edit/${mug.id}`);
  const other = await made.product(`Mug ${u}`);
  expect(other.handle).toBe(mug.handle);

  await page.goto('/trash/products');
  await restoreButton(page, `Mug ${u}`).click();
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
  await page.getByRole('menuitem', { name: 'Thùng rác' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thùng rác');
  await page.getByRole('tab', { name: 'Khách hàng' }).click();
  await expect(page.getByText('Không có mục nào đã xoá trong Khách hàng.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/trash-empty-vi.png`, fullPage: true });
});
