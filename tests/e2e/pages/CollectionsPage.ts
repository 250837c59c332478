/** /products/collections and a collection's edit screen (its products, delete). */
import type { Locator, Page } from '@playwright/test';

export class CollectionsPage {
  readonly productsInCollection: Locator;
  readonly deleteButton: Locator;
  readonly confirmButton: Locator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.productsInCollection = page.getByRole('region', { name: 'Products in this collection' });
    this.deleteButton = page.getByRole('button', { name: 'Delete' });
    this.confirmButton = page.getByRole('dialog').getByRole('button', { name: 'Confirm' });
    this.notification = page.getByRole('alert');
  }

  /** The rows (with cells, not the header) of the collection's products. */
  productRows(): Locator {
    return this.productsInCollection.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** Searches the list for a title and opens that collection (its children name it as parent). */
  async open(title: string) {
    await this.page.goto(`/products/collections?filter=${encodeURIComponent(JSON.stringify({ q: title }))}`);
    await this.page
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: title, exact: true }) })
      .click();
  }
}
