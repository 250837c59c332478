/** /setting/notifications/outbox: the mails kept instead of sent, and one mail. */
import type { Locator, Page } from '@playwright/test';

export class OutboxPage {
  readonly rows: Locator;
  readonly mail: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('tbody tr');
    this.mail = page.getByRole('article');
  }

  async goto() {
    await this.page.goto('/setting/notifications/outbox');
  }
}
