/**
 * Issue 27 in a merchant's words: a product's price and description edited, both versions
 * in its History with the diff, the first one restored, and a save undone from its toast;
 * the same Undo on a screen that is not the product's (a discount).
 */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';
import { DiscountsPage } from './pages/DiscountsPage';

const SHOP = 'Maple & Co';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose(SHOP);
  await expect(loginPage.page).toHaveURL(/\/$/);
});

test("a product's edits are kept with their diff, the first one restored, a save undone from its toast", async ({
  page,
  productFormPage: form,
}) => {
  const description = page.getByLabel('Description', { exact: true });
  const history = page.getByRole('region', { name: 'History' });
  const versions = history.getByTestId('history-version');

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
    await expect(versions.nth(0).getByTestId('history-change-price')).toHaveText('20 → 25');
    const diff = versions.nth(0).getByTestId('history-change-description');
    await expect(diff.locator('del')).toHaveText('white');
    await expect(diff.locator('ins')).toHaveText('blue');
    await expect(versions.nth(1)).toContainText('Version 1 · Created');
  });

  await test.step('the first version restored: a new version equal to it', async () => {
    await versions.nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Version 1 restored' })).toBeVisible();
    await expect(versions.nth(0)).toContainText('Version 3 · Restored');
    await expect(form.price).toHaveValue('20');
    await expect(description).toHaveValue('<p>A white mug for tea</p>');
  });

  await test.step('a save undone from its toast', async () => {
    await form.price.fill('30');
    await form.saveButton.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Update successfully' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Change undone' })).toBeVisible();
    await expect(versions.nth(0)).toContainText('Version 5 · Restored');
    await expect(form.price).toHaveValue('20');
  });
});

test("a discount's save undone from its toast: the value before it back, a restored version in its History", async ({
  page,
}) => {
  const discounts = new DiscountsPage(page);
  const versions = page.getByRole('region', { name: 'History' }).getByTestId('history-version');
  await discounts.createAutomaticAmount(`Five off ${unique()}`, '5');
  await discounts.save.click();
  await expect(page).toHaveURL(/\/discounts\/edit\//);
  await expect(versions).toHaveCount(1);

  await discounts.value.fill('7');
  await discounts.save.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Update successfully' });
  await expect(toast).toBeVisible();
  await expect(versions.nth(0)).toContainText('Version 2 · Updated');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Change undone' })).toBeVisible();
  await expect(versions.nth(0)).toContainText('Version 3 · Restored');
  await expect(discounts.value).toHaveValue('5');
});
