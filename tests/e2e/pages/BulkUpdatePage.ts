/** /products/bulk-updates: products by filter, formulas, preview (before -> after), apply (confirmed), undo. */
import type { Locator, Page } from '@playwright/test';

export class BulkUpdatePage {
  readonly search: Locator;
  readonly previewButton: Locator;
  readonly applyButton: Locator;
  readonly previewTable: Locator;
  readonly confirmDialog: Locator;
  readonly lastUpdate: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('region', { name: 'Products' }).getByLabel('Search');
    this.previewButton = page.getByRole('button', { name: 'Preview' });
    this.applyButton = page.getByRole('button', { name: 'Apply' });
    this.previewTable = page.getByRole('table', { name: 'Before and after' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Apply this bulk update?' });
    this.lastUpdate = page.getByRole('region', { name: 'Last bulk update' });
  }

  async goto() {
    await this.page.goto('/products/bulk-updates');
  }

  /** Apply, then the confirmation naming the count. */
  async apply() {
    await this.applyButton.click();
    await this.confirmDialog.getByRole('button', { name: 'Apply' }).click();
  }

  change(n: number): Locator {
    return this.page.getByRole('group', { name: `Change ${n}` });
  }

  /** Sets change n: a field, a formula and its value. */
  async setChange(n: number, field: string, operation: string, value: string) {
    const change = this.change(n);
    await change.getByLabel('Field').click();
    await this.page.getByRole('option', { name: field, exact: true }).click();
    await change.getByLabel('Change', { exact: true }).click();
    await this.page.getByRole('option', { name: operation, exact: true }).click();
    await change.getByLabel('Value').fill(value);
  }

  previewRow(title: string): Locator {
    return this.previewTable.getByRole('row').filter({ hasText: title });
  }
}
