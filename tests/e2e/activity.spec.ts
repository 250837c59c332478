/**
 * Issue 27 item 4 in a merchant's words: a product edited and a collection deleted, both
 * found on the Activity screen with who did it and when; narrowed by person and by area;
 * a row opens the record it names.
 */
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { expect, test } from './fixtures';

const SHOP = 'Maple & Co';
const AUTHOR = 'Linh Nguyen';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ loginPage, shopSelectPage }) => {
  await loginPage.goto();
  await loginPage.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  await shopSelectPage.choose(SHOP);
  await expect(loginPage.page).toHaveURL(/\/$/);
});

test('an edited product and a deleted collection are on the Activity screen with author and time, filtered by person and area', async ({
  page,
  productFormPage: form,
  collectionsPage: collections,
}) => {
  const tag = unique();
  const product = `Activity mug ${tag}`;
  const collection = `Activity shelf ${tag}`;
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const rowOf = (name: string, action: string) => rows.filter({ hasText: name }).filter({ hasText: action });

  await test.step("a product's price edited", async () => {
    await form.gotoCreate();
    await form.title.fill(product);
    await form.price.fill('20');
    // In stock: specs share the demo shop, and the draft order spec sells its newest product.
    await page.getByLabel('Quantity', { exact: true }).fill('50');
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
    // The edit screen holds the saved product before it is edited.
    await expect(page.getByRole('region', { name: 'History' }).getByTestId('history-version')).toHaveCount(1);
    await form.price.fill('25');
    await form.saveButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update successfully' })).toBeVisible();
  });

  await test.step('a collection created, then deleted', async () => {
    await page.goto('/products/collections/create');
    await page.getByLabel('Title', { exact: true }).fill(collection);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/products\/collections\/edit\/[^/]+$/);
    await collections.deleteButton.click();
    await collections.confirmButton.click();
    await expect(page).toHaveURL(/\/products\/collections$/);
  });

  await test.step('both on the Activity screen, from the menu, with who, when and what changed', async () => {
    await page.getByRole('menuitem', { name: 'Activity', exact: true }).click();
    await expect(page).toHaveURL(/\/activity/);
    const edit = rowOf(product, 'Updated');
    await expect(edit).toContainText(AUTHOR);
    await expect(edit).toContainText('Products');
    await expect(edit).toContainText('Price');
    await expect(edit.getByTestId('activity-time')).toHaveText(/now|minute/);
    const deleted = rowOf(collection, 'Deleted');
    await expect(deleted).toContainText(AUTHOR);
    await expect(deleted).toContainText('Collections');
    await expect(deleted.getByTestId('activity-time')).toHaveText(/now|minute/);
    // Newest first: the delete is above the product's edit.
    const texts = await rows.allInnerTexts();
    const at = (name: string, action: string) => texts.findIndex((t) => t.includes(name) && t.includes(action));
    expect(at(collection, 'Deleted')).toBeLessThan(at(product, 'Updated'));
  });

  await test.step('narrowed by area, then by person', async () => {
    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Collections' }).click();
    await expect(rowOf(collection, 'Deleted')).toBeVisible();
    await expect(rowOf(collection, 'Created')).toBeVisible();
    await expect(rows.filter({ hasText: product })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Products' }).click();
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: AUTHOR }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    // The list keeps its filters in its address once the filter form has settled.
    await expect(page).toHaveURL(/author/);
    await expect(rowOf(product, 'Updated')).toBeVisible();
    await expect(rows.filter({ hasText: collection })).toHaveCount(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(AUTHOR);
  });

  await test.step("a row opens its record's edit screen", async () => {
    await rowOf(product, 'Updated').getByRole('link', { name: product }).click();
    await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
    await expect(form.title).toHaveValue(product);
  });

  await test.step("the shops overview shows the shop's last changes and opens its Activity", async () => {
    await page.goto('/shop/overview');
    const changes = page.getByRole('list', { name: `Last changes in ${SHOP}` });
    // Other tests edit the demo shop meanwhile: the newest changes are someone's, each with who and when.
    await expect(changes.getByRole('listitem').first()).toContainText(AUTHOR);
    await expect(changes.locator('time').first()).toHaveText(/now|minute/);
    await page.getByRole('region', { name: SHOP, exact: true }).getByRole('button', { name: 'All activity' }).click();
    await expect(page).toHaveURL(/\/activity/);
    await expect(rows.first()).toBeVisible();
  });
});
