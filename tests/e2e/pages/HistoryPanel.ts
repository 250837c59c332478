/** An edit screen's History panel (issue 27 item 2) and the Undo of its save toast (item 5). */
import { expect, type Locator, type Page } from '@playwright/test';

export class HistoryPanel {
  readonly region: Locator;
  /** Newest first. */
  readonly versions: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'History' });
    this.versions = this.region.getByTestId('history-version');
  }

  /** The n-th version shown, 0 the newest. */
  version(n: number): Locator {
    return this.versions.nth(n);
  }

  /** A version's change of one field (its value before → after, or a text diff with <del>/<ins>). */
  change(n: number, field: string): Locator {
    return this.version(n).getByTestId(`history-change-${field}`);
  }

  /** "Restore this version" on the n-th version shown, then its toast. */
  async restore(n: number, number: number) {
    await this.version(n).getByRole('button', { name: 'Restore this version' }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: `Version ${number} restored` })).toBeVisible();
  }

  /** The save's "Update successfully" toast, then its Undo (offered for 3 seconds). */
  async undoSave() {
    const toast = this.page.getByRole('alert').filter({ hasText: 'Update successfully' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(this.page.getByRole('alert').filter({ hasText: 'Change undone' })).toBeVisible();
  }
}
