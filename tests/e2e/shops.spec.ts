/** A merchant's first minutes: sign up, create shops, switch between them, log out. */
import { expect, newMerchant, test } from './fixtures';

test('a new merchant signs up, creates two shops, switches between them and logs out', async ({
  page,
  signUpPage,
  shopSelectPage,
  shopCreatePage,
  dashboardPage,
}) => {
  const merchant = newMerchant('journey');
  const first = 'Lantern Books';
  const second = 'Harbor Tea';

  await test.step('sign up: signed in, no shop yet', async () => {
    await signUpPage.goto();
    await signUpPage.signUp(merchant);
    await expect(page).toHaveURL(/\/shop\/select$/);
    await expect(shopSelectPage.createFirstShopButton).toBeVisible();
  });

  await test.step('create the first shop: it becomes current', async () => {
    await shopSelectPage.createFirstShopButton.click();
    await expect(shopCreatePage.heading).toBeVisible();
    await expect(shopCreatePage.email).toHaveValue(merchant.email);
    await shopCreatePage.create({ name: first, address: '1 Quay Street', city: 'Auckland', zipCode: '1010' });
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboardPage.shopName(first)).toBeVisible();
    await expect(dashboardPage.currentShop(first)).toBeVisible();
  });

  await test.step('create a second shop from /shop/select: it becomes current', async () => {
    await dashboardPage.switchShop();
    await expect(page).toHaveURL(/\/shop\/select$/);
    await expect(shopSelectPage.shop(first)).toBeVisible();
    await shopSelectPage.createShopButton.click();
    await shopCreatePage.create({ name: second, address: '9 Harbour Road', city: 'Wellington', zipCode: '6011' });
    await expect(page).toHaveURL(/\/$/);
    await expect(dashboardPage.shopName(second)).toBeVisible();
    await expect(dashboardPage.currentShop(second)).toBeVisible();
  });

  await test.step('switch to the first shop and back through /shop/select', async () => {
    await dashboardPage.switchShop();
    await expect(shopSelectPage.shop(first)).toBeVisible();
    await expect(shopSelectPage.shop(second)).toBeVisible();
    await shopSelectPage.choose(first);
    await expect(dashboardPage.shopName(first)).toBeVisible();
    await expect(dashboardPage.currentShop(first)).toBeVisible();

    await dashboardPage.switchShop();
    await shopSelectPage.choose(second);
    await expect(dashboardPage.shopName(second)).toBeVisible();
    await expect(dashboardPage.currentShop(second)).toBeVisible();
  });

  await test.step('log out: back to /login, and / stays closed', async () => {
    await dashboardPage.logOut();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});
