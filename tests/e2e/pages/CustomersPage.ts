/** /customers: search, rows, and the CSV import dialog with its dry-run report. */
import type { Locator, Page } from '@playwright/test';
import { CsvImportDialog } from './CsvImportDialog';

export class CustomersPage {
  readonly search: Locator;
  readonly rows: Locator;
  readonly importButton: Locator;
  readonly importDialog: CsvImportDialog;
  readonly report: Locator;
  readonly problems: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByPlaceholder('Search by name, email, phone or company');
    this.rows = page.locator('tbody tr');
    this.importButton = page.getByRole('button', { name: 'Import', exact: true });
    this.importDialog = new CsvImportDialog(page, 'Import customers from a CSV file');
    this.report = this.importDialog.report;
    this.problems = this.importDialog.problems;
    this.notification = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/customers');
  }

  /** Chooses a CSV made of these lines; the dry run starts at once. */
  async chooseCsv(name: string, lines: string[]) {
    await this.importDialog.choose(name, lines);
  }

  confirmButton(count: number): Locator {
    return this.importDialog.confirmButton(`Import ${count} customer${count === 1 ? '' : 's'}`);
  }
}
