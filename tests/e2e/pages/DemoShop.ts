/** Signs in as the seeded demo merchant and opens one of its shops (orders and customers are seeded there). */
import type { Page } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../gateway/seed/demo';
import { LoginPage } from './LoginPage';
import { ShopSelectPage } from './ShopSelectPage';

export const DEMO_SHOP = 'Maple & Co';

export async function openDemoShop(page: Page, shop = DEMO_SHOP) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await page.waitForURL(/\/shop\/select$/);
  await new ShopSelectPage(page).choose(shop);
  await page.waitForURL(/\/$/);
}
