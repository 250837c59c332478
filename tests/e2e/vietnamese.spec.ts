/**
 * Issue 31 item 15, the Vietnamese shop as a merchant walks it: every date in the one
 * format (SPEC §9 YYYY-MM-DD, a 24-hour time), and no English left on the screens the walk
 * found it on (starting templates, the Customize form, the page editor's toolbar, the
 * settings menu).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';

const VI_SHOP = 'Gốm Sứ Bát Tràng';
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLOW = { timeout: 30_000 };

/** The texts of a table column, by its header. */
async function column(page: Page, header: string): Promise<string[]> {
  await page.locator('tbody tr').first().waitFor();
  const headers = await page.locator('thead th').allInnerTexts();
  const at = headers.findIndex((h) => h.trim() === header);
  expect(at, `column "${header}" in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await page.locator(`tbody tr td:nth-child(${at + 1})`).allInnerTexts()).map((t) => t.trim());
}

test.beforeEach(async ({ page }) => {
  await openDemoShop(page, VI_SHOP);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('dates: the page list, themes and gift cards write them one way', async ({ page }) => {
  await page.goto('/online-store/pages');
  const updated = await column(page, 'Cập nhật');
  expect(updated.length).toBeGreaterThan(0);
  for (const text of updated) expect(text).toMatch(DATE_TIME);

  await page.goto('/online-store/themes');
  const saved = page.getByRole('main').getByText(/Lưu lần cuối/);
  await expect(saved.first()).toBeVisible(SLOW);
  for (const text of await saved.allInnerTexts()) expect(text).toMatch(/Lưu lần cuối \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

  await page.goto('/setting/gift-cards');
  const issued = await column(page, 'Ngày phát hành');
  expect(issued.length).toBeGreaterThan(0);
  for (const text of issued) expect(text).toMatch(DATE);
});

test('no English left: starting templates, Customize, the page editor, the settings menu', async ({ page }) => {
  await page.goto('/templates/login-2');
  await expect(page.getByText('Gọn gàng và tối giản: ảnh sản phẩm rộng và chữ đơn giản.')).toBeVisible(SLOW);
  await expect(page.getByText(/Clean and minimal/)).toHaveCount(0);

  await page.goto('/template-custom');
  const featured = page.getByRole('region', { name: 'Khu vực featured-collection' });
  await expect(featured.getByLabel('Tiêu đề', { exact: true })).toBeVisible(SLOW);
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);

  await page.goto('/online-store/pages/create');
  await expect(page.getByRole('button', { name: 'Thêm liên kết' })).toBeVisible(SLOW);
  await expect(page.getByLabel('Chọn cấp tiêu đề')).toBeVisible();
  await expect(page.getByLabel(/Select the level|Add a link/)).toHaveCount(0);

  // Payments and Billing were both 'Thanh toán' in the settings menu.
  await page.goto('/setting');
  await expect(page.getByRole('menuitem', { name: 'Hóa đơn thanh toán' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Thanh toán', exact: true })).toHaveCount(1);
});

test("the product list's bulk actions all fit on the screen with Vietnamese labels", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/products');
  await page.locator('tbody tr').first().waitFor();
  await page.getByRole('checkbox', { name: 'Chọn tất cả' }).check();
  const bar = page.locator('.RaBulkActionsToolbar-topToolbar');
  await expect(bar.getByRole('button').first()).toBeVisible();
  for (const button of await bar.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
});
