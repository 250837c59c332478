/** /activity (issue 27 item 4): every change of the shop, newest first, with its filters. */
import { expect, type Locator, type Page } from '@playwright/test';

export class ActivityPage {
  /** The entries (rows with cells, not the header). */
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  }

  /** From the menu, as a merchant finds it. */
  async open() {
    await this.page.getByRole('menuitem', { name: 'Activity', exact: true }).click();
    await expect(this.page).toHaveURL(/\/activity/);
  }

  /** The entries naming a record and an action (Created, Updated, Deleted, Restored). */
  row(name: string, action: string): Locator {
    return this.rows.filter({ hasText: name }).filter({ hasText: action });
  }

  /** An entry's time (relative, the full date on hover). */
  time(row: Locator): Locator {
    return row.getByTestId('activity-time');
  }

  /** Picks an option of one of the list's filters (Area, Person). */
  async filter(name: 'Area' | 'Person', option: string) {
    await this.page.getByRole('combobox', { name }).click();
    await this.page.getByRole('option', { name: option }).click();
  }
}
