/** /products: the list, its toolbar, and the CSV import dialog with its dry-run report. */
import type { Locator, Page } from '@playwright/test';

export class ProductListPage {
  readonly importButton: Locator;
  readonly importDialog: Locator;
  readonly importFile: Locator;
  readonly importReport: Locator;
  readonly importProblems: Locator;

  constructor(readonly page: Page) {
    this.importButton = page.getByRole('button', { name: 'Import', exact: true });
    this.importDialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    this.importFile = this.importDialog.getByLabel('CSV file');
    this.importReport = this.importDialog.getByRole('region', { name: 'Import report' });
    this.importProblems = this.importReport.getByRole('table', { name: 'Rows with problems' });
  }

  async goto(search?: string) {
    await this.page.goto(
      search ? `/products?filter=${encodeURIComponent(JSON.stringify({ q: search }))}` : '/products',
    );
  }

  /** Rows of the product table (not its header). */
  rows(): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  row(title: string): Locator {
    return this.rows().filter({ hasText: title });
  }

  async chooseCsv(name: string, csv: string) {
    await this.importButton.click();
    await this.importFile.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  }

  /** The report's row for a line of the file. */
  problem(line: number): Locator {
    return this.importProblems
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: String(line), exact: true }) });
  }

  confirmImport(count: number): Locator {
    return this.importDialog.getByRole('button', { name: `Import ${count} product${count === 1 ? '' : 's'}` });
  }
}
