/** The CSV import dialog every import shares (src/components/CsvImportDialog): file, dry-run report, confirm. */
import type { Locator, Page } from '@playwright/test';

export class CsvImportDialog {
  readonly dialog: Locator;
  readonly file: Locator;
  readonly report: Locator;
  readonly problems: Locator;

  constructor(page: Page, title: string) {
    this.dialog = page.getByRole('dialog', { name: title });
    this.file = this.dialog.getByLabel('CSV file');
    this.report = this.dialog.getByRole('region', { name: 'Import report' });
    this.problems = this.dialog.getByRole('table', { name: 'Rows with problems' });
  }

  /** Chooses a CSV made of these lines; the dry run starts at once. */
  async choose(name: string, lines: string[]) {
    await this.file.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
  }

  /** A problem row by its line in the file. */
  row(line: number): Locator {
    return this.problems.getByRole('row', { name: new RegExp(`^${line} `) });
  }

  confirmButton(label: string): Locator {
    return this.dialog.getByRole('button', { name: label });
  }
}
