/**
 * The shell around every screen, in a merchant's words (SPEC §2, §4, §8): the UI speaks
 * the shop's language, the expiry banner warns in time and after expiry, unknown pages
 * say so, the side bar closes on Escape, the connection status shows, edits are not lost
 * without asking, and switching shops from the app bar never shows the previous shop.
 * Shops about to expire are made by setting expired_at in the gateway's SQLite file: the
 * product itself cannot do that.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';
import { DashboardPage } from './pages/DashboardPage';
import { LoginPage } from './pages/LoginPage';
import { merchantByApi } from './pages/MerchantApi';
import { ShellPage } from './pages/ShellPage';
import { ShopSelectPage } from './pages/ShopSelectPage';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ShopSpec {
  name: string;
  /** expired_at relative to now */
  expiresInMs?: number;
}

/** A merchant of its own, with shops created through the gateway and expiry dates set in its database. */
async function merchantWithShops(request: APIRequestContext, dataDir: string, shops: ShopSpec[]) {
  const { merchant, createShop } = await merchantByApi(request, 'shell');
  const db = new Database(path.join(dataDir, 'shop.sqlite'));
  try {
    for (const shop of shops) {
      const id = await createShop({ name: shop.name, currency: 'USD', language: 'en', timezone: 'UTC-08:00' });
      if (shop.expiresInMs !== undefined) {
        db.prepare('update shops set expired_at = ? where id = ?').run(
          new Date(Date.now() + shop.expiresInMs).toISOString(),
          id,
        );
      }
    }
  } finally {
    db.close();
  }
  return merchant;
}

async function openShop(
  page: Page,
  email: string,
  password: string,
  shop: string,
  currentShopLabel = `Current shop: ${shop}`,
) {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(email, password);
  await new ShopSelectPage(page).choose(shop);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel(currentShopLabel, { exact: true })).toBeVisible();
}

test('the Vietnamese demo shop shows the UI in Vietnamese', async ({ page }) => {
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Gốm Sứ Bát Tràng', 'Cửa hàng hiện tại: Gốm Sứ Bát Tràng');

  await expect(page.getByRole('heading', { name: 'Xin chào, Linh!' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Trang chủ', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Thông tin cửa hàng', exact: true })).toBeVisible();
  // The user menu is named by the user (issue 16: its name matches its text).
  await expect(page.getByRole('button', { name: 'Linh Nguyen' })).toBeVisible();
  // Five days of trial: the banner too, in Vietnamese.
  await expect(page.getByRole('complementary', { name: 'Gói dịch vụ của cửa hàng' })).toContainText(
    /Bạn còn [45] ngày/,
  );
});

test('a shop with 3 days left shows the banner; it expands, and stays hidden once hidden', async ({
  page,
  request,
  gateway,
}) => {
  const shell = new ShellPage(page);
  const merchant = await merchantWithShops(request, gateway.dataDir, [
    { name: 'Three Day Candles', expiresInMs: 3 * DAY + HOUR },
  ]);
  await openShop(page, merchant.email, merchant.password, 'Three Day Candles');

  await expect(shell.expiryBanner).toContainText('You have 3 days left');
  await expect(shell.bannerLink('Select a plan')).toHaveAttribute('href', '/setting/plan');

  await shell.bannerButton('Show details').click();
  await expect(shell.expiryBanner).toContainText('Your trial or plan ends on');

  await shell.bannerButton('Hide this notice').click();
  await expect(shell.expiryBanner).toBeHidden();
  // A full page load (of another screen, which has the banner too) remembers it for the session.
  await page.goto('/shop/setup');
  await expect(page.getByLabel('Shop name', { exact: true })).toHaveValue('Three Day Candles');
  // The banner's code loads on demand: once nothing is loading any more, it would be there.
  await page.waitForLoadState('networkidle');
  await expect(shell.expiryBanner).toHaveCount(0);
});

test('an expired shop shows that its data is being cleared, with the platform link', async ({
  page,
  request,
  gateway,
}) => {
  const shell = new ShellPage(page);
  const merchant = await merchantWithShops(request, gateway.dataDir, [
    { name: 'Lapsed Pottery', expiresInMs: -2 * HOUR },
  ]);
  await openShop(page, merchant.email, merchant.password, 'Lapsed Pottery');

  await expect(shell.expiryBanner).toContainText('Your shop is in the process of clearing data');
  await expect(shell.bannerLink('Go to the platform')).toHaveAttribute('href', /^https?:\/\//);
});

test('a shop with a month left shows no banner', async ({ page, request, gateway }) => {
  const merchant = await merchantWithShops(request, gateway.dataDir, [
    { name: 'Roomy Plan Books', expiresInMs: 30 * DAY },
  ]);
  await openShop(page, merchant.email, merchant.password, 'Roomy Plan Books');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(new ShellPage(page).expiryBanner).toHaveCount(0);
});

test('an unknown route shows the 404 page, with the way back home', async ({ page }) => {
  const shell = new ShellPage(page);
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Maple & Co');

  // A resource's own name whose screens live elsewhere (gift cards: /setting/gift-cards) was a
  // blank frame.
  await page.goto('/gift_cards');
  await expect(shell.notFoundHeading).toBeVisible();

  await page.goto('/no-such-page/at-all');
  await expect(shell.notFoundHeading).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText("The page you're looking for can't be found")).toBeVisible();
  await shell.backHomeLink.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Linh!' })).toBeVisible();
});

test('Escape closes the side bar, on a desktop and on a phone', async ({ page }) => {
  const shell = new ShellPage(page);
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Maple & Co');

  await expect(shell.menuGroup('Settings')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.menuGroup('Settings')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await shell.menuToggle.click();
  await expect(shell.menuItem('Shop details')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.menuItem('Shop details')).toBeHidden();
});

// src/layouts/MenuLink.tsx: the side menu's entries are plain links, not MUI menu items.
test('the side menu marks the current screen, moves with the arrow keys, and opens what it names', async ({ page }) => {
  const shell = new ShellPage(page);
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Maple & Co');
  await expect(shell.menuItem('Home')).toHaveAttribute('aria-current', 'page');
  await expect(shell.menuItem('Orders')).not.toHaveAttribute('aria-current', 'page');

  await shell.menuItem('Orders').focus();
  await page.keyboard.press('ArrowDown');
  await expect(shell.menuItem('Draft orders')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/draft$/);
  await expect(shell.menuItem('Orders')).not.toHaveAttribute('aria-current', 'page');
  await expect(shell.menuItem('Draft orders')).toHaveAttribute('aria-current', 'page');
  await expect(shell.menuItem('Home')).not.toHaveAttribute('aria-current', 'page');

  // A screen under an entry keeps it marked: the new-product form marks Products.
  await shell.menuItem('Products').click();
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await expect(shell.menuItem('Products')).toHaveAttribute('aria-current', 'page');
});

test('going offline shows the offline status, and coming back says so', async ({ page, context }) => {
  const shell = new ShellPage(page);
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Maple & Co');
  // The screen has loaded: going offline now is about the notice, not a failed load
  // (that one waits for the connection, then reloads: src/lib/chunkReload.ts).
  await expect(page.getByRole('heading', { name: 'Welcome, Linh!' })).toBeVisible();

  await context.setOffline(true);
  await expect(shell.offlineStatus).toBeVisible();
  await context.setOffline(false);
  await expect(shell.offlineStatus).toBeHidden();
  await expect(shell.toast).toContainText('You are back online');
});

test('leaving an edited form asks for confirmation first', async ({ page }) => {
  const shell = new ShellPage(page);
  await openShop(page, DEMO_EMAIL, DEMO_PASSWORD, 'Maple & Co');
  const messages: string[] = [];

  await test.step('shop details: staying keeps the edit, leaving goes', async () => {
    await shell.menuItem('Shop details').click();
    const name = page.getByLabel('Shop name', { exact: true });
    await expect(name).toHaveValue('Maple & Co');
    await name.fill('Maple & Co (edited)');

    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await shell.menuItem('Home').click();
    await expect.poll(() => messages.length).toBe(1);
    await expect(page).toHaveURL(/\/shop\/setup$/);
    await expect(name).toHaveValue('Maple & Co (edited)');

    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await shell.menuItem('Home').click();
    await expect(page).toHaveURL(/\/$/);
    expect(messages).toEqual(Array(2).fill('You have unsaved changes. Leaving this page will lose them.'));
  });

  await test.step('security: either of its two forms asks', async () => {
    await page.goto('/account/security');
    await page.getByLabel('New email', { exact: true }).fill('someone-else@example.com');
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => messages.length).toBe(3);
    await expect(page).toHaveURL(/\/account\/security$/);
  });
});

test('switching shops in the app bar opens the new shop and never shows the previous one', async ({
  page,
  request,
  gateway,
}) => {
  const merchant = await merchantWithShops(request, gateway.dataDir, [{ name: 'North Shop' }, { name: 'South Shop' }]);
  const shell = new ShellPage(page);
  const dashboard = new DashboardPage(page);
  await openShop(page, merchant.email, merchant.password, 'North Shop');

  await shell.menuItem('Shop details').click();
  await expect(page.getByLabel('Shop name', { exact: true })).toHaveValue('North Shop');
  await shell.switchShopTo('North Shop', 'South Shop');

  await expect(page).toHaveURL(/\/$/);
  await expect(dashboard.currentShop('South Shop')).toBeVisible();
  await expect(dashboard.shopName('South Shop')).toBeVisible();
  await expect(page.getByText('North Shop')).toHaveCount(0);
});
