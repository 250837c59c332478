/**
 * Issue 26 item 1: the demo merchant opens "All shops at a glance" from the shop switcher,
 * sees both shops with their figures and the totals per currency (USD and VND apart), and a
 * click on a count opens the screen behind it in that shop.
 */
import { expect, test } from './fixtures';
import { DEMO_SHOP, openDemoShop } from './pages/DemoShop';

const VND_SHOP = 'Gốm Sứ Bát Tràng';

test('all shops at a glance: figures per shop, totals per currency, a click opens the screen in its shop', async ({
  page,
}) => {
  await openDemoShop(page);

  await test.step('the shop switcher opens the overview', async () => {
    await page.getByLabel(`Current shop: ${DEMO_SHOP}`, { exact: true }).click();
    await page.getByRole('menuitem', { name: 'All shops at a glance' }).click();
    await expect(page).toHaveURL(/\/shop\/overview$/);
    await expect(page.getByRole('heading', { name: 'All shops at a glance' })).toBeVisible();
  });

  const maple = page.getByRole('region', { name: DEMO_SHOP, exact: true });
  const batTrang = page.getByRole('region', { name: VND_SHOP, exact: true });

  await test.step('a card per shop and a total per currency, never converted', async () => {
    await expect(maple).toBeVisible();
    await expect(batTrang).toBeVisible();
    await expect(page.locator('[data-currency="USD"]')).toContainText('USD: 1 shop');
    await expect(page.locator('[data-currency="VND"]')).toContainText('VND: 1 shop');
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    const orders = Number(await maple.locator('[data-figure="orders"] [data-value]').innerText());
    expect(orders).toBeGreaterThan(0);
    await expect(page.locator('[data-currency="USD"] [data-figure="orders"] [data-value]')).toHaveText(String(orders));
    await expect(batTrang.locator('[data-figure="sales"] [data-value]')).toContainText('₫');
  });

  await test.step("a waiting count opens the order list's Processing tab in that shop", async () => {
    const unfulfilled = maple.locator('[data-waiting="unfulfilled"]');
    await expect(unfulfilled).toContainText(/\d+ orders? to fulfil/);
    await unfulfilled.click();
    await expect(page).toHaveURL(/\/orders\?filter=/);
    await expect(page.getByRole('tab', { name: 'Processing', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(`Current shop: ${DEMO_SHOP}`, { exact: true })).toBeVisible();
  });

  await test.step('a figure of the other shop switches to it (and to its language)', async () => {
    await page.goto('/shop/overview');
    await batTrang.locator('[data-figure="orders"]').click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByLabel(`Cửa hàng hiện tại: ${VND_SHOP}`, { exact: true })).toBeVisible();
  });
});
