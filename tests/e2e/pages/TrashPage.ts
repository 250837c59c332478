/** /trash/{area} (issue 27 item 3): a shop's deleted records, a tab per area, each restorable. */
import { expect, type Locator, type Page } from '@playwright/test';

export class TrashPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** From the menu, as a merchant finds it. */
  async open() {
    await this.page.getByRole('menuitem', { name: 'Trash' }).click();
    await expect(this.page).toHaveURL(/\/trash$/);
  }

  async tab(name: string) {
    await this.page.getByRole('tab', { name }).click();
  }

  row(title: string): Locator {
    return this.page.getByRole('row').filter({ hasText: title });
  }

  restoreButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Restore ${title}` });
  }

  /** Restores a record with no clash, then its toast. */
  async restore(title: string) {
    await this.restoreButton(title).click();
    await expect(this.page.getByRole('alert').filter({ hasText: `${title} restored` })).toBeVisible();
  }
}
