/**
 * Issue 26's "Done when", as one merchant with three shops (USD, USD, VND): each shop's today
 * and the totals on the overview; an unfulfilled order of the second shop opened from the
 * inbox and fulfilled; a customer of the third found from the top bar; two products with
 * variants and images copied to the VND shop with a rate and priced there, then their price
 * updated from the source; a fourth shop started from the first with its theme, menus,
 * shipping, email templates and (the catalogue option) its products.
 */
import type { APIRequestContext } from '@playwright/test';
import { emailRoutes } from '../../resources/email/email.routes';
import { menuRoutes } from '../../resources/menu/menu.resource';
import { shippingRoutes } from '../../resources/shipping/shipping.resource';
import { themeRoutes } from '../../resources/theme/theme.routes';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/LoginPage';
import { merchantByApi } from './pages/MerchantApi';
import {
  api,
  findCustomerFromTopBar,
  fulfilFromInbox,
  openCopyDialog,
  openShop,
  productRows,
  shootBoth,
  shopsWithOrders,
  potteryWithImages,
} from './pages/MultiShop';
import { EmailTemplatesPage } from './pages/SettingsPages';
import { ShopCreatePage } from './pages/ShopCreatePage';
import { ThemesPage } from './pages/ThemePages';

const SHOPS = [
  { name: 'Elm Pottery', currency: 'USD', language: 'en' },
  { name: 'Elm Outlet', currency: 'USD', language: 'en' },
  { name: 'Gốm Elm', currency: 'VND', language: 'vi' },
] as const;
const FOURTH = 'Elm Studio';

/** The three shops, each with cash on delivery, a product and today's order; a customer in the third; two products with variants and images in the first. */
async function business(request: APIRequestContext, baseURL: string) {
  const merchant = await merchantByApi(request, 'multishop');
  const { ids, orders } = await shopsWithOrders(merchant, SHOPS, 'Vase');
  const { reprice } = await potteryWithImages(request, merchant.headers, baseURL, ids[0]);
  return { merchant: merchant.merchant, ids, orders, reprice };
}

test('one business, several shops: overview, inbox, search, copy, update copies, a shop from another', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const { merchant, ids, orders, reprice } = await business(request, baseURL!);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(merchant.email, merchant.password);
  await page.waitForURL(/\/shop\/select$/);
  await openShop(page, SHOPS[0].name);

  await test.step('the first shop gets its own theme name, menu, shipping zone and email template', async () => {
    const { shop, data: layout } = await api(page, themeRoutes.active, { query: {} });
    expect(shop).toBe(ids[0]);
    await api(page, themeRoutes.layoutUpdate, {
      params: { id: layout.id },
      data: { name: 'Elm look', version: layout.version, shop_id: shop },
    });
    await api(page, menuRoutes.create, {
      data: {
        title: 'Elm menu',
        location: 'header',
        items: [{ id: 'blog', name: 'Blog', type: 'url', url: 'https://blog.example', children: [] }],
      },
    });
    await api(page, shippingRoutes.create, {
      data: { name: 'Elm zone', country_codes: ['US'], price_rates: [{ name: 'Standard', min: 0, max: 0, cost: 5 }] },
    });
    await api(page, emailRoutes.update, {
      data: { slug: 'order_confirmation', subject: 'Thanks from Elm', html: '<p>Thank you</p>' },
    });
  });

  await test.step("the overview shows each shop's today and the totals per currency", async () => {
    await page.getByLabel(`Current shop: ${SHOPS[0].name}`, { exact: true }).click();
    await page.getByRole('menuitem', { name: 'All shops at a glance' }).click();
    await expect(page).toHaveURL(/\/shop\/overview$/);
    await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    for (const shop of SHOPS) {
      const card = page.getByRole('region', { name: shop.name, exact: true });
      await expect(card.locator('[data-figure="orders"] [data-value]')).toHaveText('1');
    }
    await expect(
      page.getByRole('region', { name: SHOPS[2].name, exact: true }).locator('[data-figure="sales"] [data-value]'),
    ).toContainText('₫');
    const usd = page.locator('[data-currency="USD"]');
    await expect(usd).toContainText('USD: 2 shops');
    await expect(usd.locator('[data-figure="orders"] [data-value]')).toHaveText('2');
    await expect(usd.locator('[data-figure="sales"] [data-value]')).toHaveText('$50.00');
    await expect(page.locator('[data-currency="VND"]')).toContainText('VND: 1 shop');
    await shootBoth(page, 'multishop-overview');
  });

  await test.step('an unfulfilled order of the second shop, opened from the inbox, is fulfilled', async () => {
    await fulfilFromInbox(page, SHOPS[1].name, orders[1]);
  });

  await test.step('the top bar finds a customer of the third shop', async () => {
    await findCustomerFromTopBar(page, 'quynh', 'Quỳnh Trần', SHOPS[2].name, 'quynh@example.vn');
  });

  await test.step('two products with variants and images go to the VND shop with a rate, priced there', async () => {
    await openShop(page, SHOPS[0].name);
    const dialog = await openCopyDialog(page, ['Celadon bowl', 'Ash glaze cup'], 'Copy to other shops');
    await dialog.getByRole('checkbox', { name: `${SHOPS[2].name} (VND)` }).check();
    await dialog.getByLabel('Rate: 1 USD = ? VND').fill('25000');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('2 to create, 0 to update, 0 skipped')).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dialog.getByText('2 created, 0 updated, 0 skipped')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openShop(page, SHOPS[2].name);
    await page.goto('/products');
    const rows = productRows(page);
    await expect(rows.filter({ hasText: 'Celadon bowl' })).toContainText(/312[.,]500/);
    await expect(rows.filter({ hasText: 'Ash glaze cup' })).toContainText(/200[.,]000/);
    const thumbnail = rows.filter({ hasText: 'Celadon bowl' }).getByRole('img', { name: 'Celadon bowl' });
    await expect(thumbnail).toHaveAttribute('src', new RegExp(`/${ids[2]}/products/`));
  });

  await test.step("the copies' price is updated from the source", async () => {
    await reprice(20);
    await openShop(page, SHOPS[0].name);
    const update = await openCopyDialog(page, ['Celadon bowl'], 'Update copies');
    await update.getByRole('checkbox', { name: `${SHOPS[2].name} (VND)` }).check();
    await update.getByLabel('Rate: 1 USD = ? VND').fill('25000');
    await expect(update.getByRole('checkbox', { name: 'Price', exact: true })).toBeChecked();
    await update.getByRole('button', { name: 'Preview' }).click();
    await update.getByRole('button', { name: 'Update copies' }).click();
    await expect(update.getByText('0 created, 1 updated, 0 skipped')).toBeVisible();
    await update.getByRole('button', { name: 'Close' }).click();
    await openShop(page, SHOPS[2].name);
    await page.goto('/products');
    await expect(productRows(page).filter({ hasText: 'Celadon bowl' })).toContainText(/500[.,]000/);
  });

  await test.step('a fourth shop starts from the first, with its catalogue', async () => {
    // From the first shop, so the screens speak its language (English), not the VND shop's.
    await openShop(page, SHOPS[0].name);
    await page.goto(`/shop/create?from=${ids[0]}`);
    await expect(page.getByRole('checkbox', { name: 'Pages' })).toBeChecked();
    // Shot first: a language switch starts the form again.
    await shootBoth(page, 'multishop-create-from');
    await page.getByRole('checkbox', { name: 'Products and collections' }).check();
    const create = new ShopCreatePage(page);
    await create.name.fill(FOURTH);
    await create.address.fill('4 Quay Street');
    await create.city.fill('Auckland');
    await create.zipCode.fill('1010');
    // In dong the catalogue's prices need a rate, asked before the shop is made.
    await page.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: /^VND/ }).click();
    const rate = page.getByLabel('Rate: 1 USD = ? VND');
    await expect(rate).toHaveAccessibleDescription('Prices are multiplied by this rate and rounded for VND.');
    await create.submitButton.click();
    await expect(rate).toHaveAccessibleDescription("can't be blank.");
    await expect(page).toHaveURL(/\/shop\/create/);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/multishop-create-rate-en.png`, fullPage: true });
    // Back in dollars, as the first shop: no rate is asked.
    await page.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: /^USD/ }).click();
    await expect(page.getByTestId('clone-rate')).toHaveCount(0);
    await create.submitButton.click();
    await expect(page).toHaveURL(/\/shop\/clone$/);
    await expect(page.getByText(`Copied from ${SHOPS[0].name}.`)).toBeVisible();
    await expect(page.getByText('3 products', { exact: true })).toBeVisible();
    await expect(page.getByText('1 shipping zone with its methods')).toBeVisible();
    await shootBoth(page, 'multishop-clone-report');
    await page.getByRole('link', { name: 'Go to your new shop' }).click();
    await expect(page.getByLabel(`Current shop: ${FOURTH}`, { exact: true })).toBeVisible();
  });

  await test.step('the fourth shop has the theme, the menu, the shipping zone, the email template and the products', async () => {
    const themes = new ThemesPage(page);
    await themes.goto();
    await expect(themes.currentName).toHaveText('Elm look');
    await page.goto('/online-store/menu');
    await expect(page.getByText('Elm menu')).toBeVisible();
    await page.goto('/setting/shipping');
    await expect(page.getByText('Elm zone')).toBeVisible();
    const templates = new EmailTemplatesPage(page);
    await templates.goto();
    await templates.open('Order confirmation');
    await expect(templates.subject).toHaveValue('Thanks from Elm');
    await page.goto('/products');
    const rows = productRows(page);
    await expect(rows.filter({ hasText: 'Celadon bowl' })).toContainText('$20.00');
    await expect(rows.filter({ hasText: 'Ash glaze cup' })).toBeVisible();
    await expect(rows.filter({ hasText: 'Vase 1' })).toBeVisible();
    // Its image is the new shop's own object, not the first shop's.
    const thumbnail = rows.filter({ hasText: 'Celadon bowl' }).getByRole('img', { name: 'Celadon bowl' });
    await expect(thumbnail).toHaveAttribute('src', /\/products\/\d+-BOWL\.png$/);
    await expect(thumbnail).not.toHaveAttribute('src', new RegExp(`/${ids[0]}/`));
    await shootBoth(page, 'multishop-fourth-products');
  });
});
