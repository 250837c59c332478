/**
 * Issue 27 item 4 in a merchant's words: a product edited and a collection deleted, both
 * found on the Activity screen with who did it and when; narrowed by person and by area;
 * a row opens the record it names.
 */
import { expect, test } from './fixtures';
import { ActivityPage } from './pages/ActivityPage';
import { DEMO_SHOP as SHOP, openDemoShop } from './pages/DemoShop';
import { HistoryPanel } from './pages/HistoryPanel';

const AUTHOR = 'Linh Nguyen';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ page }) => openDemoShop(page));

test('an edited product and a deleted collection are on the Activity screen with author and time, filtered by person and area', async ({
  page,
  productFormPage: form,
  collectionsPage: collections,
}) => {
  const tag = unique();
  const product = `Activity mug ${tag}`;
  const collection = `Activity shelf ${tag}`;
  const activity = new ActivityPage(page);
  const { rows } = activity;

  await test.step("a product's price edited", async () => {
    await form.gotoCreate();
    await form.title.fill(product);
    await form.price.fill('20');
    // In stock: specs share the demo shop, and the draft order spec sells its newest product.
    await page.getByLabel('Quantity', { exact: true }).fill('50');
    await form.saveButton.click();
    await expect(page).toHaveURL(/\/products\/edit\/[^/]+$/);
    // The edit screen holds the saved product before it is edited.
    await expect(new HistoryPanel(page).versions).toHaveCount(1);
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
    await activity.open();
    const edit = activity.row(product, 'Updated');
    await expect(edit).toContainText(AUTHOR);
    await expect(edit).toContainText('Products');
    await expect(edit).toContainText('Price');
    await expect(activity.time(edit)).toHaveText(/now|minute/);
    const deleted = activity.row(collection, 'Deleted');
    await expect(deleted).toContainText(AUTHOR);
    await expect(deleted).toContainText('Collections');
    await expect(activity.time(deleted)).toHaveText(/now|minute/);
    // Newest first: the delete is above the product's edit.
    const texts = await rows.allInnerTexts();
    const at = (name: string, action: string) => texts.findIndex((t) => t.includes(name) && t.includes(action));
    expect(at(collection, 'Deleted')).toBeLessThan(at(product, 'Updated'));
  });

  await test.step('narrowed by area, then by person', async () => {
    await activity.filter('Area', 'Collections');
    await expect(activity.row(collection, 'Deleted')).toBeVisible();
    await expect(activity.row(collection, 'Created')).toBeVisible();
    await expect(rows.filter({ hasText: product })).toHaveCount(0);

    await activity.filter('Area', 'Products');
    await activity.filter('Person', AUTHOR);
    await expect(page.getByRole('listbox')).toBeHidden();
    // The list keeps its filters in its address once the filter form has settled.
    await expect(page).toHaveURL(/author/);
    await expect(activity.row(product, 'Updated')).toBeVisible();
    await expect(rows.filter({ hasText: collection })).toHaveCount(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(AUTHOR);
  });

  await test.step("a row opens its record's edit screen", async () => {
    await activity.row(product, 'Updated').getByRole('link', { name: product }).click();
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
