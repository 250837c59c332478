/**
 * A private app as a merchant creates one (issue 31 item 2): a blank name is refused on its
 * field with SPEC §5's message (it used to take the screen down), and what was chosen stays;
 * a name then creates the app and shows its token once.
 */
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';

test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ page }) => openDemoShop(page));

test('a blank name is refused on the field, then a named app is created', async ({ page }) => {
  await page.goto('/apps/private/create');
  const name = page.getByRole('textbox', { name: 'App name' });
  await expect(name).toBeEditable(SLOW);
  await page.getByRole('combobox', { name: 'Orders and fulfillments' }).click();
  await page.getByRole('option', { name: 'Read', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText("can't be blank.")).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'Orders and fulfillments' })).toHaveText('Read');

  await name.fill('Warehouse sync');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('textbox', { name: 'Access token' })).toHaveValue(/^shpat_/);
});
