/**
 * Issue 27 in a merchant's words: a product's price and description edited, both versions
 * in its History with the diff, the first one restored, and a save undone from its toast;
 * the same Undo on a screen that is not the product's (a discount).
 */
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { DiscountsPage } from './pages/DiscountsPage';
import { HistoryPanel } from './pages/HistoryPanel';

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
