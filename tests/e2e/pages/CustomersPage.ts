/** /customers: search, rows, and the CSV import dialog with its dry-run report. */
import type { Locator, Page } from '@playwright/test';

export class CustomersPage {
  readonly search: Locator;
  readonly rows: Locator;
  readonly importButton: Locator;
  readonly importDialog: Locator;
  readonly importFile: Locator;
  readonly report: Locator;
  readonly problems: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search by name, email, phone or company');
    this.rows = page.locator('tbody tr');
    this.importButton = page.getByRole('button', { name: 'Import', exact: true });
    this.importDialog = page.getByRole('dialog', { name: 'Import customers from a CSV file' });
    this.importFile = this.importDialog.getByLabel('CSV file');
    this.report = this.importDialog.getByRole('region', { name: 'Import report' });
    this.problems = this.importDialog.getByRole('table', { name: 'Rows with problems' });
    this.notification = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/customers');
  }

  /** Chooses a CSV made of these lines; the dry run starts at once. */
  async chooseCsv(name: string, lines: string[]) {
    await this.importFile.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
  }

  confirmButton(count: number): Locator {
    return this.importDialog.getByRole('button', { name: `Import ${count} customer${count === 1 ? '' : 's'}` });
  }
}
