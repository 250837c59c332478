/**
 * Issue 26 item 4: a merchant starts a new shop from the first and finds its theme, menus,
 * shipping and email templates there; the report names what came, and undo takes it away.
 */
import { emailRoutes } from '../../resources/email/email.routes';
import { menuRoutes } from '../../resources/menu/menu.resource';
import { shippingRoutes } from '../../resources/shipping/shipping.resource';
import { themeRoutes } from '../../resources/theme/theme.routes';
import { expect, newMerchant, test } from './fixtures';
import { api, shootBoth as shoot } from './pages/MultiShop';
import { EmailTemplatesPage } from './pages/SettingsPages';
import { ThemesPage } from './pages/ThemePages';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('a merchant starts a new shop from the first and finds its theme, menus, shipping and email templates', async ({
  page,
  signUpPage,
  shopSelectPage,
  shopCreatePage,
  dashboardPage,
}) => {
  const first = 'Lantern Books';
  const second = 'Lantern Tea';
  let firstId = '';

  await test.step('a first shop with its own theme name, menu, shipping zone and email template', async () => {
    await signUpPage.goto();
    await signUpPage.signUp(newMerchant('clone'));
    await expect(page).toHaveURL(/\/shop\/select$/);
    await shopSelectPage.createFirstShopButton.click();
    await shopCreatePage.create({ name: first, address: '1 Quay Street', city: 'Auckland', zipCode: '1010' });
    await expect(dashboardPage.shopName(first)).toBeVisible();
    const { shop, data: layout } = await api(page, themeRoutes.active, { query: {} });
    firstId = shop;
    await api(page, themeRoutes.layoutUpdate, {
      params: { id: layout.id },
      data: { name: 'Lantern look', version: layout.version, shop_id: shop },
    });
    await api(page, menuRoutes.create, {
      data: {
        title: 'Lantern menu',
        location: 'header',
        items: [{ id: 'blog', name: 'Blog', type: 'url', url: 'https://blog.example', children: [] }],
      },
    });
    await api(page, shippingRoutes.create, {
      data: {
        name: 'Lantern zone',
        country_codes: ['NZ'],
        price_rates: [{ name: 'Standard', min: 0, max: 0, cost: 5 }],
      },
    });
    await api(page, emailRoutes.update, {
      data: { slug: 'order_confirmation', subject: 'Thanks from Lantern', html: '<p>Thank you</p>' },
    });
  });

  await test.step('a new shop started from the first: the copy runs, then its report', async () => {
    if (SHOTS) {
      await page.goto(`/shop/create?from=${firstId}`);
      await expect(page.getByRole('checkbox', { name: 'Pages' })).toBeChecked();
      await shoot(page, 'shop-create-from');
    }
    await page.goto('/shop/create');
    await page.getByLabel('Start from', { exact: true }).click();
    await page.getByRole('option', { name: first }).click();
    await expect(page.getByRole('checkbox', { name: 'Active theme with its files' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Products and collections' })).not.toBeChecked();
    await shopCreatePage.create({ name: second, address: '2 Quay Street', city: 'Auckland', zipCode: '1010' });
    await expect(page).toHaveURL(/\/shop\/clone$/);
    await expect(page.getByText(`Copied from ${first}.`)).toBeVisible();
    await expect(page.getByText('1 shipping zone with its methods')).toBeVisible();
    await expect(page.getByText('1 menu', { exact: true })).toBeVisible();
    await expect(page.getByText('1 edited email template')).toBeVisible();
    await expect(page.getByText('The active theme')).toBeVisible();
    await shoot(page, 'shop-clone-report');
    await page.getByRole('link', { name: 'Go to your new shop' }).click();
    await expect(dashboardPage.currentShop(second)).toBeVisible();
  });

  await test.step('the new shop has the theme, the menu, the shipping zone and the email template', async () => {
    const themes = new ThemesPage(page);
    await themes.goto();
    await expect(themes.currentName).toHaveText('Lantern look');
    await page.goto('/online-store/menu');
    await expect(page.getByText('Lantern menu')).toBeVisible();
    await page.goto('/setting/shipping');
    await expect(page.getByText('Lantern zone')).toBeVisible();
    const templates = new EmailTemplatesPage(page);
    await templates.goto();
    await templates.open('Order confirmation');
    await expect(templates.subject).toHaveValue('Thanks from Lantern');
  });

  await test.step('undo: what the copy added is gone, the shop stays', async () => {
    await page.goto('/shop/clone');
    await page.getByRole('button', { name: 'Undo the copy' }).click();
    await expect(page.getByText('The copy was undone: what it added is gone')).toBeVisible();
    await page.goto('/setting/shipping');
    await expect(page.getByRole('heading', { name: 'Shipping' }).first()).toBeVisible();
    await expect(page.getByText('Lantern zone')).toHaveCount(0);
    await expect(dashboardPage.currentShop(second)).toBeVisible();
  });
});
