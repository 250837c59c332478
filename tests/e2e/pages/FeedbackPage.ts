/** /feedback/{type} and /feedback/{type}/{id}: status tabs, rows with selection boxes, bulk status, replies, export. */
import { expect, type Locator, type Page } from '@playwright/test';

export class FeedbackPage {
  readonly rows: Locator;
  readonly notification: Locator;
  readonly exportButton: Locator;
  readonly importButton: Locator;
  readonly exportDialog: Locator;
  readonly replies: Locator;
  readonly newReply: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('tbody tr');
    this.notification = page.getByRole('alert');
    this.exportButton = page.getByRole('button', { name: 'Export', exact: true });
    this.importButton = page.getByRole('button', { name: 'Import', exact: true });
    this.exportDialog = page.getByRole('dialog', { name: 'Export to CSV' });
    this.replies = page.getByRole('region', { name: 'Replies' });
    this.newReply = this.replies.getByLabel('Your reply');
  }

  async goto(type: 'review' | 'question' = 'review') {
    await this.page.goto(`/feedback/${type}`);
  }

  tab(name: 'All' | 'Pending' | 'Approved' | 'Refused'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Opens a status tab and waits until every row shows that status. */
  async openTab(name: 'Pending' | 'Approved' | 'Refused') {
    await this.tab(name).click();
    await this.rows.first().waitFor();
    await expect(this.rows.filter({ hasNot: this.page.getByText(name, { exact: true }) })).toHaveCount(0);
  }

  row(fullName: string): Locator {
    return this.rows.filter({ has: this.page.getByText(fullName, { exact: true }) });
  }

  async select(fullName: string) {
    await this.row(fullName).getByRole('checkbox').check();
  }

  bulk(name: 'Approve' | 'Refuse'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async open(fullName: string) {
    await this.row(fullName).getByText(fullName, { exact: true }).click();
  }

  async reply(text: string) {
    await this.newReply.fill(text);
    await this.replies.getByRole('button', { name: 'Reply', exact: true }).click();
  }
}
