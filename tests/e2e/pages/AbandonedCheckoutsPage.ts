/** /orders/abandoned and one checkout: the recovery mail and when it last went. */
import type { Locator, Page } from '@playwright/test';

export class AbandonedCheckoutsPage {
  readonly rows: Locator;
  readonly sendButton: Locator;
  readonly lastSent: Locator;
  readonly timeline: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('tbody tr');
    this.sendButton = page.getByRole('button', { name: 'Send recovery mail' });
    this.lastSent = page.getByRole('status', { name: 'Last recovery mail' });
    this.timeline = page.getByRole('list', { name: 'Timeline' });
    this.notification = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/orders/abandoned');
  }
}
