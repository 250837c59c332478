/**
 * Payments (issue 12): cash on delivery created on first activation then toggled off; two
 * PayPal accounts reordered by keyboard drag, the order kept after a reload, secrets masked,
 * the sandbox badge. Screens are captured in English and Vietnamese when E2E_SCREENSHOTS names a folder.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newMerchant, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { LoginPage } from './pages/LoginPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { ShopSelectPage } from './pages/ShopSelectPage';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A new merchant with a shop that has no payment method yet, signed in on it. */
async function freshShop(page: Page, request: APIRequestContext, name: string) {
  const m = newMerchant('payments');
  expect(
    (
      await request.post('/auth/api/user/signup', {
        data: {
          first_name: m.firstName,
          last_name: 'Payments',
          email: m.email,
          password: m.password,
          password_confirmation: m.password,
        },
      })
    ).ok(),
  ).toBe(true);
  const token = (
    await (await request.post('/auth/api/token', { data: { email: m.email, password: m.password } })).json()
  ).access_token;
  expect(
    (
      await request.post('/shop/api/init', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          name,
          email: m.email,
          address: '1 Test Street',
          city: 'Portland',
          country_code: 'US',
          zip_code: '97201',
          timezone: 'UTC-08:00',
          currency: 'USD',
          language: 'en',
        },
      })
    ).ok(),
  ).toBe(true);
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(m.email, m.password);
  await new ShopSelectPage(page).choose(name);
  await expect(page).toHaveURL(/\/$/);
}

test('cash on delivery is created on first activation, then toggled off', async ({ page, request }) => {
  await freshShop(page, request, 'Cedar Pay Goods');
  const payments = new PaymentsPage(page);
  await payments.goto();
  const cod = payments.section('Cash on delivery');
  const toggle = cod.getByRole('switch', { name: 'Accept cash on delivery' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(cod.getByText('Enabled')).toBeVisible();
  await cod.getByRole('button', { name: 'Edit instructions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cash on delivery' });
  await dialog.getByLabel('Instructions for customers').fill('Please have the exact amount ready.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(cod.getByText('Please have the exact amount ready.')).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect(cod.getByText('Off')).toBeVisible();
  await page.reload();
  await expect(toggle).not.toBeChecked();
});

test('two PayPal accounts are reordered by drag and the order survives a reload', async ({ page, request }) => {
  await freshShop(page, request, 'Birch Pay Supplies');
  const payments = new PaymentsPage(page);
  await payments.goto();
  await payments.addPaypal({ name: 'Main store', clientId: 'client-main', secret: 'MainSecretValue-1111', live: true });
  await payments.addPaypal({ name: 'Wholesale', clientId: 'client-whole', secret: 'WholeSecretValue-2222' });
  await expect.poll(() => payments.paypalNames()).toEqual(['Main store', 'Wholesale']);
  // Secrets come back masked only; the sandbox account carries the test-mode badge.
  const wholesale = payments.paypal.getByTestId('paypal-account').filter({ hasText: 'Wholesale' });
  await expect(wholesale).toContainText('••••2222');
  await expect(wholesale.getByText('Test mode')).toBeVisible();
  await expect(page.getByText('WholeSecretValue-2222')).toHaveCount(0);

  await payments.movePaypal('Wholesale', -1);
  await expect.poll(() => payments.paypalNames()).toEqual(['Wholesale', 'Main store']);
  await expect(page.getByText('Order saved')).toBeVisible();
  await page.reload();
  await expect.poll(() => payments.paypalNames()).toEqual(['Wholesale', 'Main store']);

  // Removing asks first, in the app's own dialog (SPEC §8); cancelling keeps the account.
  const remove = page.getByRole('button', { name: 'Remove Wholesale' });
  const confirm = page.getByRole('dialog', { name: 'Remove Wholesale' });
  await remove.click();
  await expect(confirm).toContainText("This can't be undone");
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => payments.paypalNames()).toEqual(['Wholesale', 'Main store']);
  await remove.click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Delete successfully')).toBeVisible();
  await expect.poll(() => payments.paypalNames()).toEqual(['Main store']);
});

test('checkout settings: tip suggestions, working hours and order id are kept; a bad percentage shows on its field', async ({
  page,
  request,
}) => {
  await freshShop(page, request, 'Aspen Tip House');
  await page.goto('/setting/checkout');
  await page.getByRole('switch', { name: 'Offer tips at checkout' }).click();
  await page.getByLabel('Tip message').fill('Thank our makers');
  await page.getByLabel('Suggestion 1 (%)').fill('10');
  await page.getByLabel('Suggestion 2 (%)').fill('150');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('must be from 1 to 100.')).toBeVisible();
  await page.getByLabel('Suggestion 2 (%)').fill('15');
  await page.getByLabel('From').fill('09:00');
  await page.getByRole('switch', { name: 'Show working hours at checkout' }).click();
  await page.getByLabel('Order id prefix').fill('AT');
  await expect(page.getByText('Next orders look like #AT1001')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Suggestion 2 (%)')).toHaveValue('15');
  await expect(page.getByLabel('Suggestion 3 (%)')).toHaveValue('');
  await expect(page.getByLabel('From')).toHaveValue('09:00');
  await expect(page.getByRole('switch', { name: 'Offer tips at checkout' })).toBeChecked();
  await expect(page.getByLabel('Order id prefix')).toHaveValue('AT');
});

test('the payment and settings screens of the demo shops, in English and Vietnamese', async ({ page }) => {
  await openDemoShop(page);
  const payments = new PaymentsPage(page);
  await payments.goto();
  await expect(payments.paypal.getByTestId('paypal-account')).toContainText('Maple & Co sandbox');
  await expect(payments.section('Cash on delivery').getByRole('switch')).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-en.png`, fullPage: true });
  for (const [path, heading] of [
    ['/setting/checkout', 'Checkout'],
    ['/setting/general', 'General'],
    ['/setting/location', 'Location'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path.split('/').pop()}-en.png`, fullPage: true });
  }
  await page.goto('/shop/select');
  await new ShopSelectPage(page).choose('Gốm Sứ Bát Tràng');
  await payments.goto();
  await expect(payments.section('Chuyển khoản ngân hàng').getByRole('switch')).toBeChecked();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-vi.png`, fullPage: true });
  for (const [path, heading] of [
    ['/setting/checkout', 'Trang thanh toán'],
    ['/setting/general', 'Cài đặt chung'],
    ['/setting/location', 'Địa điểm'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${path.split('/').pop()}-vi.png`, fullPage: true });
  }
});
