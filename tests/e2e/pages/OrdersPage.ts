/** /orders: status tabs, search, rows with their selection boxes, bulk status, export. */
import { expect, type Locator, type Page } from '@playwright/test';

type StatusLabel = 'All' | 'Processing' | 'Fulfillment' | 'Cancelled' | 'Refunded';

export class OrdersPage {
  readonly search: Locator;
  readonly rows: Locator;
  readonly changeStatusButton: Locator;
  readonly exportButton: Locator;
  readonly exportDialog: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search by number, customer or email');
    this.rows = page.locator('tbody tr');
    this.changeStatusButton = page.getByRole('button', { name: 'Change status' });
    this.exportButton = page.getByRole('button', { name: 'Export', exact: true });
    this.exportDialog = page.getByRole('dialog', { name: 'Export orders' });
    this.notification = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/orders');
  }

  tab(name: StatusLabel): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** Opens a status tab and waits until every row shown has that status (the list keeps the old rows while it loads). */
  async openTab(name: Exclude<StatusLabel, 'All'>) {
    await this.tab(name).click();
    await this.rows.first().waitFor();
    await expect(this.rows.filter({ hasNot: this.page.getByText(name, { exact: true }) })).toHaveCount(0);
  }

  /** The row of one order, by its number as shown ('#1001'). */
  row(number: string): Locator {
    return this.rows.filter({ has: this.page.getByText(number, { exact: true }) });
  }

  /** The numbers shown in the first n rows. */
  async firstNumbers(n: number): Promise<string[]> {
    await this.rows.first().waitFor();
    const numbers: string[] = [];
    for (let i = 0; i < n; i += 1) numbers.push((await this.rows.nth(i).locator('td').nth(1).innerText()).trim());
    return numbers;
  }

  async select(number: string) {
    await this.row(number).getByRole('checkbox').check();
  }

  async searchFor(text: string) {
    await this.search.fill(text);
  }

  /** Bulk status dialog: choose a status and apply. */
  async changeStatusOfSelected(status: string) {
    await this.changeStatusButton.click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Status', { exact: true }).click();
    await this.page.getByRole('option', { name: status, exact: true }).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
  }
}
