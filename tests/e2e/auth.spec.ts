/** Signing in and out: the guards and redirects of SPEC §4, a refused sign-in, the demo merchant. */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';

test('a signed-out visit to / lands on /login', async ({ page, loginPage }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage.heading).toBeVisible();
});

test('a wrong password shows the error and keeps the e-mail typed', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, 'not-the-password-1');

  await expect(loginPage.notification).toContainText('Email or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginPage.email).toHaveValue(DEMO_EMAIL);
});

test('the demo merchant signs in and sees both demo shops', async ({ page, loginPage, shopSelectPage }) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);

  await expect(page).toHaveURL(/\/shop\/select$/);
  await expect(shopSelectPage.shop('Maple & Co')).toBeVisible();
  await expect(shopSelectPage.shop('Gốm Sứ Bát Tràng')).toBeVisible();
  await expect(shopSelectPage.shopList.getByRole('button')).toHaveCount(2);
});
