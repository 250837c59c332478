/**
 * The e2e `test`: one real gateway per worker (fresh SQLite in a temporary DATA_DIR, demo
 * seed on, serving the built dist/), `baseURL` pointing at it, and the page objects.
 */
import { test as base } from '@playwright/test';
import { BulkUpdatePage } from './pages/BulkUpdatePage';
import { CollectionsPage } from './pages/CollectionsPage';
import { DashboardPage } from './pages/DashboardPage';
import { FeedPage } from './pages/FeedPage';
import { LoginPage } from './pages/LoginPage';
import { ProductFormPage } from './pages/ProductFormPage';
import { ProductListPage } from './pages/ProductListPage';
import { ShopCreatePage } from './pages/ShopCreatePage';
import { ShopSelectPage } from './pages/ShopSelectPage';
import { SignUpPage } from './pages/SignUpPage';
import { startGateway, type RunningGateway } from './support/gateway';

export { expect } from '@playwright/test';

interface Pages {
  loginPage: LoginPage;
  signUpPage: SignUpPage;
  shopSelectPage: ShopSelectPage;
  shopCreatePage: ShopCreatePage;
  dashboardPage: DashboardPage;
  productFormPage: ProductFormPage;
  productListPage: ProductListPage;
  bulkUpdatePage: BulkUpdatePage;
  collectionsPage: CollectionsPage;
  feedPage: FeedPage;
}

interface WorkerFixtures {
  gateway: RunningGateway;
}

interface AutoFixtures {
  /** Issue 15: Chromium's Content-Security-Policy refusals in this test; any fails it. */
  cspViolations: string[];
}

export const test = base.extend<Pages & AutoFixtures, WorkerFixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      if (violations.length) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    },
    { auto: true },
  ],
  gateway: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const gateway = await startGateway();
      await use(gateway);
      await gateway.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ gateway }, use) => use(gateway.url),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  signUpPage: async ({ page }, use) => use(new SignUpPage(page)),
  shopSelectPage: async ({ page }, use) => use(new ShopSelectPage(page)),
  shopCreatePage: async ({ page }, use) => use(new ShopCreatePage(page)),
  dashboardPage: async ({ page }, use) => use(new DashboardPage(page)),
  productFormPage: async ({ page }, use) => use(new ProductFormPage(page)),
  productListPage: async ({ page }, use) => use(new ProductListPage(page)),
  bulkUpdatePage: async ({ page }, use) => use(new BulkUpdatePage(page)),
  collectionsPage: async ({ page }, use) => use(new CollectionsPage(page)),
  feedPage: async ({ page }, use) => use(new FeedPage(page)),
});

/** A merchant no other test has used: every run starts from the same seeded database. */
export function newMerchant(tag: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName: 'Test',
    lastName: `Merchant ${tag}`,
    email: `e2e-${tag}-${unique}@example.com`,
    password: `Sup3r-secret-${unique}`,
  };
}
