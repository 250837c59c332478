/**
 * Issue 27 in a merchant's words: a product's price and description edited, both versions
 * in its History with the diff, the first one restored, and a save undone from its toast;
 * the same Undo on a screen that is not the product's (a discount); the History panel of a
 * gift card, an e-mail template and a payment method (axe-checked in its dialog).
 */
import { openDemoShop } from './pages/DemoShop';
import { HistoryPanel } from './pages/HistoryPanel';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DiscountsPage } from './pages/DiscountsPage';
import { LoginPage } from './pages/LoginPage';
import { merchantByApi } from './pages/MerchantApi';
import { PaymentsPage } from './pages/PaymentsPage';
import { EmailTemplatesPage } from './pages/SettingsPages';
import { GiftCardsPage } from './pages/SettingsMorePages';
import { ShopSelectPage } from './pages/ShopSelectPage';

const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ page }) => openDemoShop(page));

test("a product's edits are kept with their diff, the first one restored, a save undone from its toast", async ({
  page,
  productFormPage: form,
}) => {
  const description = page.getByLabel('Description', { exact: true });
  const history = new HistoryPanel(page);
  const { versions } = history;

  await test.step('a new product, then its price and description edited', async () => {
    await form.gotoCreate();
    await form.title.fill(`Glazed mug ${unique()}`);
    await form.price.fill('20');
    await description.fill('<p>A white mug for tea</p>');
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
    await expect(versions).toHaveCount(1);
    await form.price.fill('25');
    await description.fill('<p>A blue mug for tea</p>');
    await form.saveButton.click();
    await expect(page.getByRole('alert')).toContainText('Update successfully');
  });

  await test.step('both versions, newest first, with who, when and what changed', async () => {
    await expect(versions).toHaveCount(2);
    await expect(versions.nth(0)).toContainText('Version 2 · Updated');
    await expect(versions.nth(0)).toContainText(/\d{4}-\d{2}-\d{2}/);
    await expect(history.change(0, 'price')).toHaveText('20 → 25');
    const diff = history.change(0, 'description');
    await expect(diff.locator('del')).toHaveText('white');
    await expect(diff.locator('ins')).toHaveText('blue');
    await expect(versions.nth(1)).toContainText('Version 1 · Created');
  });

  await test.step('the first version restored: a new version equal to it', async () => {
    await history.restore(1, 1);
    await expect(versions.nth(0)).toContainText('Version 3 · Restored');
    await expect(form.price).toHaveValue('20');
    await expect(description).toHaveValue('<p>A white mug for tea</p>');
  });

  await test.step('a save undone from its toast', async () => {
    await form.price.fill('30');
    await form.saveButton.click();
    await history.undoSave();
    await expect(versions.nth(0)).toContainText('Version 5 · Restored');
    await expect(form.price).toHaveValue('20');
  });
});

test("a discount's save undone from its toast: the value before it back, a restored version in its History", async ({
  page,
}) => {
  const discounts = new DiscountsPage(page);
  const history = new HistoryPanel(page);
  const { versions } = history;
  await discounts.createAutomaticAmount(`Five off ${unique()}`, '5');
  await discounts.save.click();
  await expect(page).toHaveURL(/\/discounts\/edit\//);
  await expect(versions).toHaveCount(1);

  await discounts.value.fill('7');
  await discounts.save.click();
  await expect(versions.nth(0)).toContainText('Version 2 · Updated');
  await history.undoSave();
  await expect(versions.nth(0)).toContainText('Version 3 · Restored');
  await expect(discounts.value).toHaveValue('5');
});

/** A new merchant and shop of its own (its templates and payments are the spec's to change), signed in on it. */
async function freshShop(page: Page, request: APIRequestContext, name: string) {
  const { merchant: m, createShop } = await merchantByApi(request, 'history');
  await createShop({ name, currency: 'USD', language: 'en', timezone: 'UTC-08:00' });
  await new LoginPage(page).goto();
  await new LoginPage(page).signIn(m.email, m.password);
  await new ShopSelectPage(page).choose(name);
  await expect(page).toHaveURL(/\/$/);
}

test.describe('the History panel beyond products and discounts', () => {
  // Its own shop: no demo sign-in.
  test.beforeEach(async ({ page }) => {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
  });

  test('a gift card, an e-mail template and a payment method each show the version a save made', async ({
    page,
    request,
  }) => {
    await freshShop(page, request, `History Goods ${unique()}`);
    const history = (within: Page | ReturnType<Page['getByRole']> = page) =>
      within.getByRole('region', { name: 'History' }).getByTestId('history-version');

    await test.step('a gift card disabled: its second version, with the change', async () => {
      await new GiftCardsPage(page).issue('40');
      await expect(history()).toHaveCount(1);
      await expect(history().nth(0)).toContainText('Version 1 · Created');
      await page.getByRole('button', { name: 'Disable' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Update successfully' })).toBeVisible();
      await expect(history().nth(0)).toContainText('Version 2 · Updated');
      await expect(history().nth(0).getByTestId('history-change-disabled')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-gift-card-en.png`, fullPage: true });
    });

    await test.step('an e-mail template saved: its version, with the subject changed', async () => {
      const templates = new EmailTemplatesPage(page);
      await templates.goto();
      await templates.open('Shipping confirmation');
      await expect(history()).toHaveCount(0);
      await templates.subject.fill('On its way: {{ order.name }}');
      await templates.button('Save').click();
      await expect(page.getByRole('alert').filter({ hasText: 'Update successfully' })).toBeVisible();
      await expect(history()).toHaveCount(1);
      await expect(history().nth(0)).toContainText('Version 1 · Updated');
      await expect(history().nth(0).getByTestId('history-change-subject')).toContainText('On its way');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-email-template-en.png`, fullPage: true });
    });

    await test.step('a payment method edited: its version in the dialog, never its secret', async () => {
      const payments = new PaymentsPage(page);
      await payments.goto();
      const cod = payments.section('Cash on delivery');
      await cod.getByRole('switch', { name: 'Accept cash on delivery' }).click();
      await expect(cod.getByText('Enabled')).toBeVisible();
      await cod.getByRole('button', { name: 'Edit instructions' }).click();
      let dialog = page.getByRole('dialog', { name: 'Cash on delivery' });
      await expect(history(dialog).nth(0)).toContainText('Version 1 · Created');
      await dialog.getByLabel('Instructions for customers').fill('Exact change, please.');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(cod.getByText('Exact change, please.')).toBeVisible();
      await cod.getByRole('button', { name: 'Edit instructions' }).click();
      dialog = page.getByRole('dialog', { name: 'Cash on delivery' });
      await expect(history(dialog).nth(0)).toContainText('Version 2 · Updated');
      await expect(history(dialog).nth(0).getByTestId('history-change-instructions')).toContainText('Exact change');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-payment-en.png`, fullPage: true });
      // The panel opens only with the dialog: axe checks it here, not in the screens' walk.
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      const serious = axe.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    });
  });
});
