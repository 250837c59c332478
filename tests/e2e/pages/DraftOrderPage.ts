/** /orders/draft: customer autocomplete, product autocomplete with variants, quantities, create. */
import type { Locator, Page } from '@playwright/test';

export class DraftOrderPage {
  readonly customer: Locator;
  readonly product: Locator;
  readonly variant: Locator;
  readonly addButton: Locator;
  readonly items: Locator;
  readonly totals: Locator;
  readonly createButton: Locator;

  constructor(readonly page: Page) {
    this.customer = page.getByRole('combobox', { name: 'Customer' });
    this.product = page.getByRole('combobox', { name: 'Find a product' });
    this.variant = page.getByRole('combobox', { name: 'Variant' });
    this.addButton = page.getByRole('button', { name: 'Add', exact: true });
    this.items = page.getByRole('table', { name: 'Items' });
    this.totals = page.getByRole('group', { name: 'Totals' });
    this.createButton = page.getByRole('button', { name: 'Create order' });
  }

  async goto() {
    await this.page.goto('/orders/draft');
  }

  /** Types into an autocomplete and takes its first suggestion; returns the suggestion's text. */
  async pickFirst(input: Locator, text: string): Promise<string> {
    await input.click();
    await input.fill(text);
    const option = this.page.getByRole('option').first();
    await option.waitFor();
    const label = (await option.innerText()).trim();
    await option.click();
    return label;
  }

  /** Adds the first product matching `text`, with its first variant when it has variants. */
  async addProduct(text: string): Promise<string> {
    const label = await this.pickFirst(this.product, text);
    if (await this.variant.isVisible()) {
      await this.variant.click();
      await this.page.getByRole('option').first().click();
    }
    await this.addButton.click();
    return label;
  }
}
