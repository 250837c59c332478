/** /orders/:id: heading with the number, status chips, the status menu, the refund dialog and the timeline. */
import type { Locator, Page } from '@playwright/test';

export class OrderPage {
  readonly heading: Locator;
  readonly changeStatusButton: Locator;
  readonly refundDialog: Locator;
  readonly refundReason: Locator;
  readonly timeline: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.changeStatusButton = page.getByRole('button', { name: 'Change status' });
    this.refundDialog = page.getByRole('dialog', { name: /^Refund order/ });
    this.refundReason = this.refundDialog.getByLabel('Reason for the refund');
    this.timeline = page.getByRole('list', { name: 'Timeline' });
    this.notification = page.getByRole('alert');
  }

  async openRefund() {
    await this.changeStatusButton.click();
    await this.page.getByRole('menuitem', { name: 'Refund…' }).click();
  }

  async confirmRefund() {
    await this.refundDialog.getByRole('button', { name: 'Refund', exact: true }).click();
  }
}
