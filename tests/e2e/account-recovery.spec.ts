/**
 * Issue 29, as a merchant lives it: a forgotten password is reset from the mail (read from a
 * real SMTP server on loopback), the link works once; another device signed in is signed out
 * from /account/security and its next call is refused.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { parts, startSmtp } from '../gateway/mail.smtp';
import { expect, newMerchant, test as base } from './fixtures';
import { signUpByApi } from './pages/MerchantApi';
import { startGateway, type RunningGateway } from './support/gateway';

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

// This file's gateway sends its mail through SMTP to a server the test reads.
const test = base.extend<object, { smtp: Smtp; gateway: RunningGateway }>({
  smtp: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const smtp = await startSmtp();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker' },
  ],
  gateway: [
    async ({ smtp }, use) => {
      const gateway = await startGateway({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      await use(gateway);
      await gateway.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

/** The path and query of the link in the latest mail to `email` whose text holds `path`. */
async function mailedLink(smtp: Smtp, email: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const texts = smtp.received.filter((m) => m.to.includes(email)).map((m) => parts(m.raw)['text/plain'] ?? '');
        const match = texts
          .map((t) => new RegExp(`https?://[^\\s/]+(${path}\\?token=[\\w-]+)`).exec(t))
          .filter(Boolean)
          .at(-1);
        link = match?.[1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
}

test('a forgotten password is reset from the mailed link, which works only once', async ({ page, loginPage, smtp }) => {
  const merchant = newMerchant('reset');
  await signUpByApi(page.request, merchant);

  await loginPage.goto();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectAccessible(page);
  await page.getByLabel('Email', { exact: true }).fill(merchant.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account uses ${merchant.email}`);

  const link = await mailedLink(smtp, merchant.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  const newPassword = `Brand-new-lantern-${Date.now().toString(36)}`;
  // SPEC §5 messages on the fields first; what was typed stays.
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Password confirmation', { exact: true }).fill(`${newPassword}-typo`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('must be identical!')).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(newPassword);
  await page.getByLabel('Password confirmation', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password was changed. Sign in with the new one.')).toBeVisible();
  await loginPage.signIn(merchant.email, merchant.password);
  await expect(loginPage.notification).toContainText('Email or password is incorrect.');
  await loginPage.signIn(merchant.email, newPassword);
  await expect(page).toHaveURL(/\/shop\/select$/);

  // The same link a second time: refused, with a way to a new mail.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
  await page.getByLabel('Password confirmation', { exact: true }).fill(`${newPassword}-again`);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('This link has expired or was already used. Ask for a new mail below.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link' })).toBeVisible();
});

test('another signed-in device is signed out from the sessions list and its next call is refused', async ({
  page,
  browser,
  baseURL,
  loginPage,
}) => {
  const merchant = newMerchant('sessions');
  await signUpByApi(page.request, merchant);
  await loginPage.goto();
  await loginPage.signIn(merchant.email, merchant.password);
  await expect(page).toHaveURL(/\/shop\/select$/);

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.getByLabel('Email', { exact: true }).fill(merchant.email);
  await otherPage.getByLabel('Password', { exact: true }).fill(merchant.password);
  await otherPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(otherPage).toHaveURL(/\/shop\/select$/);
  await otherPage.goto('/account/security');
  await expect(otherPage.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

  await page.goto('/account/security');
  const sessions = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expect(sessions.getByText('Address 127.0.0.1').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('Signed out of 1 other session')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // The other device's token is refused at its next call: it lands on /login.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();
  // This device stays signed in.
  await page.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
});
