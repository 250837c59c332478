/**
 * Settings that run the shop: the order-confirmation template edited, previewed and sent as
 * a test read in the outbox; a plan chosen makes the expiry banner go away and writes an
 * invoice; an expired shop shows the clearing banner and the plan screen says when.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { strFromU8, unzipSync } from 'fflate';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { LoginPage } from './pages/LoginPage';
import { merchantByApi } from './pages/MerchantApi';
import { OutboxPage } from './pages/OutboxPage';
import { EmailTemplatesPage, PlanPage } from './pages/SettingsPages';
import { ShellPage } from './pages/ShellPage';
import { ShopSelectPage } from './pages/ShopSelectPage';

const DAY = 86_400_000;

/** A merchant with one shop whose expired_at is set in the gateway's database. */
async function merchantWithShop(request: APIRequestContext, dataDir: string, name: string, expiresInMs: number) {
  const { merchant, createShop } = await merchantByApi(request, 'settings');
  const shopId = await createShop({ name, currency: 'USD', language: 'en', timezone: 'UTC-08:00' });
  const db = new Database(path.join(dataDir, 'shop.sqlite'));
  try {
    db.prepare('update shops set expired_at = ? where id = ?').run(
      new Date(Date.now() + expiresInMs).toISOString(),
      shopId,
    );
  } finally {
    db.close();
  }
  return merchant;
}

async function openShop(page: Page, email: string, password: string, shop: string) {
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(email, password);
  await new ShopSelectPage(page).choose(shop);
  await expect(page).toHaveURL(/\/$/);
}

test('edit the order confirmation, preview it, send a test and read it in the outbox', async ({ page }) => {
  await openDemoShop(page);
  const templates = new EmailTemplatesPage(page);
  await templates.goto();
  await templates.open('Order confirmation');
  await expect(templates.subject).toHaveValue('Order {{ order.name }} confirmed');

  await test.step('the preview follows the words, with a sample order', async () => {
    await templates.subject.fill('Thank you for order {{ order.name }}!');
    await templates.html.fill('<h1>Hello {{ customer.name }}</h1><p>Total {{ order.total }}</p>');
    await expect(templates.previewSubject).toHaveText('Subject: Thank you for order #1001!');
    await expect(templates.preview.getByRole('heading', { name: 'Hello Jane Cooper' })).toBeVisible();
    await templates.button('Phone').click();
    await expect(templates.preview.getByText('Total $86.50')).toBeVisible();
  });

  await test.step('save, then send a test to the merchant', async () => {
    await templates.button('Save').click();
    await expect(templates.notification.first()).toContainText(/updated|Update/i);
    await templates.button('Send a test to me').click();
    await expect(page.getByText(/A test mail was sent to/)).toBeVisible();
  });

  await test.step('the test is in the outbox with the HTML part', async () => {
    const outbox = new OutboxPage(page);
    await outbox.goto();
    const row = outbox.rows.filter({ hasText: 'Thank you for order #1001!' }).first();
    await expect(row).toBeVisible({ timeout: 20_000 });
    await row.click();
    await expect(outbox.mail).toContainText('Test mail');
    await expect(page.frameLocator('article iframe').getByRole('heading', { name: 'Hello Jane Cooper' })).toBeVisible();
  });

  await test.step('recover the default', async () => {
    await templates.goto();
    await templates.open('Order confirmation');
    await templates.button('Recover the default').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(templates.subject).toHaveValue('Order {{ order.name }} confirmed');
  });
});

test('choosing a plan makes the expiry banner go away and writes an invoice', async ({ page, request, gateway }) => {
  const merchant = await merchantWithShop(request, gateway.dataDir, 'Three Day Soap', 3 * DAY + 3_600_000);
  await openShop(page, merchant.email, merchant.password, 'Three Day Soap');
  const shell = new ShellPage(page);
  await expect(shell.expiryBanner).toContainText('You have 3 days left');
  await shell.bannerLink('Select a plan').click();
  await expect(page).toHaveURL(/\/setting\/plan$/);

  const plan = new PlanPage(page);
  await expect(plan.current).toContainText('Free trial');
  await plan.plan('Pro monthly').getByRole('button', { name: 'Choose Pro monthly' }).click();
  await expect(plan.current).toContainText('Pro monthly');
  await expect(shell.expiryBanner).toHaveCount(0);

  await page.goto('/setting/billing');
  const row = page.getByRole('row', { name: /Pro monthly/ });
  await expect(row).toContainText('$49.00');
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { name: /Invoice INV-/ })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('Three Day Soap');
});

test('an expired shop shows the clearing banner, and the plan screen says when the data goes', async ({
  page,
  request,
  gateway,
}) => {
  const merchant = await merchantWithShop(request, gateway.dataDir, 'Lapsed Candles', -2 * 3_600_000);
  await openShop(page, merchant.email, merchant.password, 'Lapsed Candles');
  const shell = new ShellPage(page);
  await expect(shell.expiryBanner).toContainText('Your shop is in the process of clearing data');
  await new PlanPage(page).goto();
  await expect(
    page.getByText(/Your plan has expired\. Choose a plan to keep your store; otherwise its data is cleared on/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all shop data' })).toBeEnabled();
});

test('the merchant downloads all shop data: a ZIP with a manifest, spreadsheets and images', async ({ page }) => {
  // The demo shop's images are copied into the ZIP: several seconds on a busy machine.
  test.setTimeout(120_000);
  const shots = process.env.E2E_SCREENSHOTS;
  await openDemoShop(page);
  const plan = new PlanPage(page);
  await plan.goto();
  const card = plan.shopData();
  await expect(card).toContainText('Passwords and payment keys are never in it.');
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await card.getByRole('button', { name: 'Download all shop data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(card.getByRole('status')).toContainText(`Your data is ready: ${file.suggestedFilename()}`);
  await expect(card.getByRole('button', { name: 'Download the ZIP file again' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/shop-data-en.png`, fullPage: true });

  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  const files = unzipSync(new Uint8Array(bytes));
  const manifest = JSON.parse(strFromU8(files['manifest.json'])) as { files: { path: string; rows?: number }[] };
  const listed = manifest.files.map((f) => f.path);
  expect(listed).toEqual(expect.arrayContaining(['shop.json', 'products.csv', 'orders.csv', 'customers.csv']));
  expect(manifest.files.find((f) => f.path === 'orders.csv')?.rows).toBeGreaterThan(0);
  expect(listed.some((p) => p.startsWith('media/'))).toBe(true);
  expect(strFromU8(files['orders.csv']).split('\r\n')[0]).toContain('name,number,created_at');
});

test('the shop data card in Vietnamese (screenshot only)', async ({ page }) => {
  test.setTimeout(120_000);
  const shots = process.env.E2E_SCREENSHOTS;
  test.skip(!shots, 'E2E_SCREENSHOTS names no folder');
  await openDemoShop(page, 'Gốm Sứ Bát Tràng');
  const plan = new PlanPage(page);
  await plan.goto();
  const card = plan.shopData('Tải xuống toàn bộ dữ liệu cửa hàng');
  await expect(card).toContainText('Mật khẩu và khóa thanh toán');
  await card.getByRole('button', { name: 'Tải xuống toàn bộ dữ liệu cửa hàng' }).click();
  await expect(card.getByRole('status')).toContainText('Dữ liệu của bạn đã sẵn sàng', { timeout: 90_000 });
  await page.screenshot({ path: `${shots}/shop-data-vi.png`, fullPage: true });
});
