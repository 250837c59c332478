/**
 * Issue 29, two-step verification as a merchant lives it: turned on from /account/security
 * with a code this test computes from the key shown on the screen (RFC 6238, the gateway's
 * own implementation, as an authenticator app would), the recovery codes shown once; then
 * sign-in asks for a code after the password; a recovery code works once; turning it off
 * takes the password and a code. Screens captured in English and Vietnamese with E2E_SCREENSHOTS.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { create } from 'qrcode';
import { totp } from '../../gateway/lib/totp';
import { expect, newMerchant, test } from './fixtures';
import { signUpByApi, type Merchant } from './pages/MerchantApi';

const SHOTS = process.env.E2E_SCREENSHOTS;
const STEP_MS = 30_000;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
}

async function signOut(page: Page, merchant: Merchant) {
  await page.goto('/account/security');
  await page.getByRole('button', { name: `${merchant.firstName} ${merchant.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * The dark cells of the setup QR image on screen, read from its SVG, against those of the symbol
 * qrcode makes of `uri`: equal when the image encodes that URI.
 */
async function qrMatches(image: Locator, uri: string) {
  const src = (await image.getAttribute('src')) ?? '';
  const svg = decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const drawn = [...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map(([, x, y]) => `${Number(y) - 4},${Number(x) - 4}`);
  const { modules } = create(uri, { errorCorrectionLevel: 'M' });
  const want: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) want.push(`${row},${col}`);
  return drawn.length > 0 && drawn.sort().join(' ') === want.sort().join(' ');
}

/** A six-digit code none of the steps around now gives. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((n) => totp(secret, Date.now() + n * STEP_MS)));
  let code = 1;
  while (valid.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

/** Turns two-step verification on from the screen; the key and the recovery codes as shown. */
async function turnOn(page: Page, shots?: string) {
  await page.goto('/account/security');
  const section = page.getByRole('region', { name: /^(Two-step verification|Xác minh hai bước)$/ });
  await section.getByRole('button', { name: /^(Turn on two-step verification|Bật xác minh hai bước)$/ }).click();
  const key = section.getByLabel(/^(Setup key|Khóa thiết lập)$/);
  await expect(key).toHaveText(/^[A-Z2-7 ]{39}$/);
  const secret = (await key.innerText()).replace(/\s/g, '');
  // The QR image beside the key (loaded with the setup, not with the app).
  const qr = section.getByRole('img', {
    name: /^(QR code to scan with your authenticator app|Mã QR để quét bằng ứng dụng xác thực)$/,
  });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  if (shots) await page.screenshot({ path: `${shots}-setup.png`, fullPage: true });
  return { section, secret };
}

test('two-step verification: turned on with a computed code, then sign-in asks for a code; a recovery code works once; off with password and code', async ({
  page,
  loginPage,
}) => {
  // Many screens and three sign-ins in one test (and the QR image's checks): more time than one screen.
  test.slow();
  const merchant = newMerchant('twofactor');
  await signUpByApi(page.request, merchant);
  await loginPage.goto();
  await loginPage.signIn(merchant.email, merchant.password);
  await expect(page).toHaveURL(/\/shop\/select$/);

  const { section, secret } = await turnOn(page, SHOTS && `${SHOTS}/two-factor-en`);
  await expect(section.getByText('Off')).toHaveCount(0);
  const link = section.getByRole('link', { name: 'Setup link' });
  await expect(link).toHaveAttribute('href', new RegExp(`^otpauth://totp/.+\\?secret=${secret}&`));
  // The QR image encodes the same otpauth:// URI as the link (issue 29 item 2: "QR code and the secret as text").
  const qr = section.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;/);
  expect(await qrMatches(qr, (await link.getAttribute('href')) ?? '')).toBe(true);
  await expectAccessible(page);

  await test.step('a wrong code is refused on the field; the right one shows ten recovery codes once', async () => {
    const code = section.getByLabel('Code from the app');
    await code.fill(wrongCode(secret));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(section.getByText('The code is not correct, or was already used.')).toBeVisible();
    await code.fill(totp(secret));
    await section.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  });

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
  recoveryCodes.forEach((code) => expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-en-codes.png`, fullPage: true });

  await test.step('the codes download as a text file', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const text = await readFile(await download.path(), 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);
  });

  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(list).toHaveCount(0);
  await expect(section.getByText(/^On since /)).toBeVisible();
  await expect(section.getByText('10 recovery codes left')).toBeVisible();
  // Shown once: a new visit shows neither the key nor the codes.
  await page.reload();
  await expect(section.getByText('10 recovery codes left')).toBeVisible();
  await expect(page.getByText(recoveryCodes[0])).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Turn on two-step verification' })).toHaveCount(0);

  await test.step('sign-in asks for the code after the password', async () => {
    await signOut(page, merchant);
    await loginPage.signIn(merchant.email, merchant.password);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-en-login.png`, fullPage: true });
    // The code turning it on was this step's: the app's next one signs in.
    await page.getByLabel('Code', { exact: true }).fill(totp(secret, Date.now() + STEP_MS));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/shop\/select$/);
  });

  await test.step('a recovery code signs in instead, once', async () => {
    await signOut(page, merchant);
    await loginPage.signIn(merchant.email, merchant.password);
    await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/shop\/select$/);

    await signOut(page, merchant);
    await loginPage.signIn(merchant.email, merchant.password);
    await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(loginPage.notification).toContainText('The code is not correct, or was already used');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Code', { exact: true }).fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/shop\/select$/);
  });

  await test.step('turning it off needs the password and a code', async () => {
    await page.goto('/account/security');
    await expect(section.getByText('8 recovery codes left')).toBeVisible();
    await section.getByRole('button', { name: 'Turn off', exact: true }).click();
    await section.getByLabel('Current password').fill(`${merchant.password}-wrong`);
    await section.getByLabel('Code from the app or a recovery code').fill(recoveryCodes[2]);
    await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await expect(section.getByText('The password is not correct.')).toBeVisible();
    await section.getByLabel('Current password').fill(merchant.password);
    await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();
    await expect(section.getByText('Off', { exact: true })).toBeVisible();

    await signOut(page, merchant);
    await loginPage.signIn(merchant.email, merchant.password);
    await expect(page).toHaveURL(/\/shop\/select$/);
  });
});

test('two-step verification in Vietnamese', async ({ page, loginPage }) => {
  const merchant = newMerchant('twofactor-vi');
  await signUpByApi(page.request, merchant);
  await loginPage.goto();
  await loginPage.signIn(merchant.email, merchant.password);
  await expect(page).toHaveURL(/\/shop\/select$/);
  await page.goto('/account/security');
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  const { section, secret } = await turnOn(page, SHOTS && `${SHOTS}/two-factor-vi`);
  await expect(section.getByRole('img', { name: 'Mã QR để quét bằng ứng dụng xác thực' })).toBeVisible();
  await section.getByLabel('Mã từ ứng dụng').fill(totp(secret));
  await section.getByRole('button', { name: 'Bật', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Mã khôi phục' }).getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Mỗi mã chỉ dùng được một lần.', { exact: false })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-vi-codes.png`, fullPage: true });
  await page.getByRole('button', { name: 'Tôi đã lưu các mã' }).click();
  await expect(section.getByText('Còn 10 mã khôi phục')).toBeVisible();

  await page.getByRole('button', { name: `${merchant.firstName} ${merchant.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(merchant.email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByRole('heading', { name: 'Xác minh hai bước' })).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/two-factor-vi-login.png`, fullPage: true });
  await page.getByRole('button', { name: 'Quay lại đăng nhập' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(merchant.email);
});
