/**
 * Preferences' tag ids as a merchant uses them (issue 31 item 3): an id typed is there after a
 * reload, saving again does not add it twice, and it can be removed.
 */
import { expect, test } from './fixtures';
import { openDemoShop } from './pages/DemoShop';
import { HistoryPanel } from './pages/HistoryPanel';
import { PreferencesPage } from './pages/OnlineStorePages';

// The machine is shared: the first load of a screen's chunk can be slow.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ page }) => openDemoShop(page));

test('a Google Analytics id is shown after a reload, kept once, and can be removed', async ({ page }) => {
  const prefs = new PreferencesPage(page);
  const ids = page.getByRole('combobox', { name: 'Google Analytics IDs' });
  const chip = page.getByRole('button', { name: 'G-E2E123' });
  await prefs.goto();
  await expect(prefs.title).toBeEditable(SLOW);
  await ids.fill('G-E2E123');
  await ids.press('Enter');
  await prefs.saveButton.click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  // Issue 27: the save is a version of the shop, in the screen's History panel, the ids among its changes.
  await expect(new HistoryPanel(page).versions.first()).toContainText('G-E2E123', SLOW);
  await page.reload();
  await expect(chip).toBeVisible(SLOW);

  await prefs.title.fill('Maple & Co');
  await prefs.saveButton.click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  await page.reload();
  await expect(chip).toHaveCount(1, SLOW);

  await chip.locator('.MuiChip-deleteIcon').click();
  await expect(chip).toHaveCount(0);
  await prefs.saveButton.click();
  await expect(page.getByText('Update successfully')).toBeVisible();
  await page.reload();
  await expect(prefs.title).toBeEditable(SLOW);
  await expect(chip).toHaveCount(0);
});
