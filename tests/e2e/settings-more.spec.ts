/**
 * The settings home opens every settings screen; a gift card is issued and its balance
 * shown; a metafield defined for products gets a value on a product that survives a reload.
 */
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { GiftCardsPage, MetafieldsPage, SettingsHomePage } from './pages/SettingsMorePages';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('the settings home has a card per settings screen, and every card opens its screen', async ({ page }) => {
  await openDemoShop(page);
  const home = new SettingsHomePage(page);
  await home.goto();
  const cards = await home.cards();
  expect(cards.map((c) => c.href)).toEqual(
    expect.arrayContaining(['/setting/gift-cards', '/setting/metafields', '/setting/email-template', '/setting/plan']),
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setting-home-en.png`, fullPage: true });
  for (const card of cards) {
    await home.goto();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${card.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
    await expect(page.getByText('This page could not be found')).toHaveCount(0);
    await expect(page.getByRole('heading').first()).toBeVisible();
  }
});

test('a gift card is issued and its balance shown', async ({ page }) => {
  await openDemoShop(page);
  await new GiftCardsPage(page).issue('40');
  await expect(page.getByRole('heading', { level: 1, name: /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/ })).toBeVisible();
  await expect(page.getByText('Balance', { exact: true })).toBeVisible();
  await expect(page.getByText('$40.00').first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-card-en.png`, fullPage: true });
  await page.goto('/setting/gift-cards');
  await expect(page.getByRole('row').filter({ hasText: '$40.00' }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-cards-en.png`, fullPage: true });
});

test('a metafield defined for products gets a value on a product that survives a reload', async ({ page }) => {
  await openDemoShop(page);
  const key = `material_${Date.now().toString(36)}`;
  await new MetafieldsPage(page).define('Material', key);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/metafields-en.png`, fullPage: true });
  await page.goto('/products');
  await page.getByRole('row').nth(1).click();
  await page.waitForURL(/\/products\/edit\//);
  const card = page.getByRole('region', { name: 'Metafields' });
  await card.getByLabel('Material').fill('Stoneware');
  await card.getByRole('button', { name: 'Save metafields' }).click();
  await expect(page.getByText('Metafields saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Metafields' }).getByLabel('Material')).toHaveValue('Stoneware');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/product-metafields-en.png`, fullPage: true });
});

test('Vietnamese: the settings home and gift cards', async ({ page }) => {
  await openDemoShop(page, 'Gốm Sứ Bát Tràng');
  await new SettingsHomePage(page).goto();
  await expect(page.getByRole('link', { name: /Thẻ quà tặng/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/setting-home-vi.png`, fullPage: true });
  await page.goto('/setting/gift-cards');
  // The title heading holds the text too: one element, not the union of both.
  await expect(page.getByRole('heading', { name: 'Thẻ quà tặng' }).first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/gift-cards-vi.png`, fullPage: true });
  await page.goto('/setting/metafields');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/metafields-vi.png`, fullPage: true });
});

test('an address naming no email template says so and lands on the templates list (issue 31 item 14)', async ({
  page,
}) => {
  await openDemoShop(page);
  await page.goto('/setting/email-template/no-such-template');
  await expect(page.getByText('There is no email template "no-such-template".')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/setting\/email-template$/);
  // The page's own heading; the app bar repeats the screen's title as a heading of its own.
  await expect(page.locator('h1').filter({ hasText: 'Email templates' })).toBeVisible();
});
