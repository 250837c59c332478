/**
 * Issue 26 item 2: a merchant with three shops (USD, USD, VND) opens the order inbox from the
 * shop switcher, sees the orders of every shop with their shop, opens an unfulfilled order of
 * the second shop (which becomes current) and fulfils it; then finds a customer of the third
 * shop from the top bar with Ctrl+K, and the customer opens in that shop.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { merchantByApi } from './pages/MerchantApi';
import { findCustomerFromTopBar, fulfilFromInbox, shopsWithOrders } from './pages/MultiShop';
import { ShopSelectPage } from './pages/ShopSelectPage';

const SHOTS = process.env.E2E_SCREENSHOTS;
const SHOPS = [
  { name: 'Alder Goods', currency: 'USD', language: 'en' },
  { name: 'Birch Supply', currency: 'USD', language: 'en' },
  { name: 'Cây Tre', currency: 'VND', language: 'vi' },
] as const;

/** A merchant with the three shops, each with cash on delivery, a product and an order; a customer in the third. */
async function threeShops(request: APIRequestContext) {
  const merchant = await merchantByApi(request, 'inbox');
  const { orders } = await shopsWithOrders(merchant, SHOPS, 'Mug');
  return { merchant: merchant.merchant, orders: orders.map((name, i) => ({ shop: SHOPS[i].name, name })) };
}

test('the order inbox across shops, and the search across shops from the top bar', async ({ page, request }) => {
  const { merchant, orders } = await threeShops(request);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(merchant.email, merchant.password);
  await new ShopSelectPage(page).choose(SHOPS[0].name);
  await expect(page).toHaveURL(/\/$/);

  const rows = page.locator('tbody tr');
  await test.step('the shop switcher opens the orders of all shops, each with its shop', async () => {
    await page.getByLabel(`Current shop: ${SHOPS[0].name}`, { exact: true }).click();
    await page.getByRole('menuitem', { name: 'Orders of all shops' }).click();
    await expect(page).toHaveURL(/\/orders\/all/);
    await expect(rows).toHaveCount(3);
    for (const shop of SHOPS) await expect(rows.filter({ hasText: shop.name })).toHaveCount(1);
    await expect(page.getByRole('tab', { name: 'Processing', exact: true })).toContainText('3');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-en.png`, fullPage: true });
  });

  await test.step('the shop filter keeps one shop', async () => {
    await page.getByLabel('Shop', { exact: true }).click();
    await page.getByRole('option', { name: SHOPS[1].name }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(SHOPS[1].name);
  });

  await test.step('an order of the second shop opens in that shop, and it is fulfilled there', async () => {
    await fulfilFromInbox(page, SHOPS[1].name, orders[1].name);
  });

  await test.step('Ctrl+K finds a customer of the third shop, labelled with it, and opens it there', async () => {
    await findCustomerFromTopBar(page, 'quynh', 'Quỳnh Trần', SHOPS[2].name, 'quynh@example.vn');
  });

  await test.step('in Vietnamese (the language of the third shop, now current), every filter of the inbox is named in Vietnamese', async () => {
    await page.goto('/orders/all');
    await expect(rows.first()).toBeVisible(); // the shop filter chosen above is remembered
    await expect(page.getByLabel('Trạng thái thanh toán', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Cửa hàng', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Payment status', { exact: true })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-vi.png`, fullPage: true });
  });
});
