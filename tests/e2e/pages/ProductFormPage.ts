/** /products/create and /products/edit/:id: the product form, its options and variant matrix. */
import type { Locator, Page } from '@playwright/test';

export class ProductFormPage {
  readonly title: Locator;
  readonly price: Locator;
  readonly costPerItem: Locator;
  readonly margin: Locator;
  readonly profit: Locator;
  readonly addOptionButton: Locator;
  readonly variantMatrix: Locator;
  readonly media: Locator;
  readonly addImages: Locator;
  readonly saveButton: Locator;
  readonly vendor: Locator;
  readonly organization: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel('Title', { exact: true });
    // Variants have their own Price: the product's is the one in the Pricing section.
    const pricing = page.getByRole('region', { name: 'Pricing' });
    this.price = pricing.getByLabel('Price', { exact: true });
    this.costPerItem = pricing.getByLabel('Cost per item', { exact: true });
    this.margin = pricing.getByLabel('Margin', { exact: true });
    this.profit = pricing.getByLabel('Profit', { exact: true });
    this.addOptionButton = page.getByRole('button', { name: 'Add an option' });
    this.variantMatrix = page.getByRole('table', { name: 'Variants' });
    this.media = page.getByRole('list', { name: 'Media' });
    this.addImages = page.getByLabel('Add images');
    this.saveButton = page.getByRole('button', { name: 'Save' });
    this.vendor = page.getByLabel('Vendor', { exact: true });
    this.organization = page.getByRole('region', { name: 'Organization' });
  }

  async gotoCreate() {
    await this.page.goto('/products/create');
  }

  async gotoEdit(url: string) {
    await this.page.goto(url);
  }

  /** Adds option n (1-based) with its values, each confirmed with Enter as a chip. */
  async addOption(n: number, name: string, values: string[]) {
    await this.addOptionButton.click();
    await this.page.getByLabel(`Option ${n} name`).fill(name);
    const input = this.page.getByLabel(`Option ${n} values`);
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
  }

  /** The matrix row of one variant, e.g. 'S / Red'. */
  variant(title: string): Locator {
    return this.variantMatrix
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  variantRows(): Locator {
    return this.variantMatrix.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  image(n: number): Locator {
    return this.media.getByRole('listitem', { name: `Image ${n}` });
  }
}
