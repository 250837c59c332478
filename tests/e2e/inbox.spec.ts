/**
 * Issue 26 item 2: a merchant with three shops (USD, USD, VND) opens the order inbox from the
 * shop switcher, sees the orders of every shop with their shop, opens an unfulfilled order of
 * the second shop (which becomes current) and fulfils it; then finds a customer of the third
 * shop from the top bar with Ctrl+K, and the customer opens in that shop.
 */
import type { APIRequestContext } from '@playwright/test';
import { fillPath, type NamedRoute } from '../../core/route';
import { customerRoutes } from '../../resources/customer/customer.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { paymentRoutes } from '../../resources/payment/payment.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { expect, newMerchant, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { ShopSelectPage } from './pages/ShopSelectPage';

const SHOTS = process.env.E2E_SCREENSHOTS;
const SHOPS = [
  { name: 'Alder Goods', currency: 'USD', language: 'en' },
  { name: 'Birch Supply', currency: 'USD', language: 'en' },
  { name: 'Cây Tre', currency: 'VND', language: 'vi' },
] as const;

/** A merchant with the three shops, each with cash on delivery, a product and an order; a customer in the third. */
async function threeShops(request: APIRequestContext) {
  const m = newMerchant('inbox');
  const signUp = await request.post('/auth/api/user/signup', {
    data: {
      first_name: 'Ines',
      last_name: 'Box',
      email: m.email,
      password: m.password,
      password_confirmation: m.password,
    },
  });
  expect(signUp.ok()).toBe(true);
  const token = (
    await (await request.post('/auth/api/token', { data: { email: m.email, password: m.password } })).json()
  ).access_token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const post = async (route: NamedRoute, shop: string, data: object) => {
    const answer = await request.post(fillPath(route.path, { shop }), { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()).data;
  };
  const orders: { shop: string; name: string }[] = [];
  for (const [i, shop] of SHOPS.entries()) {
    const created = await request.post('/shop/api/init', {
      headers,
      data: {
        name: shop.name,
        email: m.email,
        address: '1 Test Street',
        city: 'Portland',
        country_code: 'US',
        zip_code: '97201',
        timezone: 'UTC+07:00',
        currency: shop.currency,
        language: shop.language,
      },
    });
    expect(created.ok()).toBe(true);
    const id = (await created.json()).data._id as string;
    await post(paymentRoutes.create, id, { type: 'cod', shop_id: id });
    const product = await post(productRoutes.create, id, {
      title: `Mug ${i + 1}`,
      price: shop.currency === 'VND' ? 250000 : 25,
      quantity: 50,
      shop_id: id,
    });
    const order = await post(orderRoutes.create, id, {
      email: `buyer${i + 1}@example.com`,
      items: [{ product_id: product.id, quantity: 1 }],
    });
    orders.push({ shop: shop.name, name: order.name });
    if (i === 2)
      await post(customerRoutes.create, id, { first_name: 'Quỳnh', last_name: 'Trần', email: 'quynh@example.vn' });
  }
  return { merchant: m, orders };
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
    const second = orders[1];
    await rows.filter({ hasText: second.name }).locator('td').nth(1).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await expect(page.getByLabel(`Current shop: ${SHOPS[1].name}`, { exact: true })).toBeVisible();
    await expect(page.getByText(second.name).first()).toBeVisible();
    await page.getByRole('link', { name: /^Fulfil \d+ items?$/ }).click();
    await page.getByRole('button', { name: 'Fulfil items' }).click();
    await expect(page).toHaveURL(/\/orders\/[^/]+$/);
    await expect(page.getByText('Everything fulfilled').first()).toBeVisible();
  });

  await test.step('Ctrl+K finds a customer of the third shop, labelled with it, and opens it there', async () => {
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search all your shops' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Search products, orders and customers').fill('quynh');
    const hit = dialog.getByRole('button', { name: /Quỳnh Trần/ });
    await expect(hit).toContainText(`in ${SHOPS[2].name}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/search-en.png`, fullPage: true });
    await hit.click();
    await expect(page).toHaveURL(/\/customers\/[^/]+$/);
    await expect(page.getByLabel(`Current shop: ${SHOPS[2].name}`, { exact: true })).toBeVisible();
    await expect(page.getByText('quynh@example.vn').first()).toBeVisible();
  });
});
