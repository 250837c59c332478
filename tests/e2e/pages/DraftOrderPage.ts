/**
 * Draft orders: the list at /orders/draft, and the draft editor (/orders/draft/create, then
 * /orders/draft/:id): customer and product autocompletes, quantities, addresses, a discount
 * code, a gift card code, the shipping price and payment method, save, invoice, mark as paid
 * or create the order, delete.
 */
import type { Locator, Page } from '@playwright/test';

export class DraftOrderPage {
  readonly customer: Locator;
  readonly product: Locator;
  readonly variant: Locator;
  readonly addButton: Locator;
  readonly items: Locator;
  readonly totals: Locator;
  readonly shippingAddress: Locator;
  readonly code: Locator;
  readonly giftCard: Locator;
  readonly applyButton: Locator;
  readonly saveButton: Locator;
  readonly sendInvoiceButton: Locator;
  readonly markPaidButton: Locator;
  readonly createButton: Locator;
  readonly deleteButton: Locator;
  readonly shippingPrice: Locator;
  readonly paymentMethod: Locator;
  readonly heading: Locator;
  readonly notification: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.customer = page.getByRole('combobox', { name: 'Customer' });
    this.product = page.getByRole('combobox', { name: 'Find a product' });
    this.variant = page.getByRole('combobox', { name: 'Variant' });
    this.addButton = page.getByRole('button', { name: 'Add', exact: true });
    this.items = page.getByRole('table', { name: 'Items' });
    this.totals = page.getByRole('group', { name: 'Totals' });
    this.shippingAddress = page.getByRole('region', { name: 'Shipping address' });
    this.code = page.getByLabel('Discount code');
    this.giftCard = page.getByLabel('Gift card code');
    this.applyButton = page.getByRole('button', { name: 'Apply' });
    this.saveButton = page.getByRole('button', { name: 'Save draft' });
    this.sendInvoiceButton = page.getByRole('button', { name: 'Send invoice' });
    this.markPaidButton = page.getByRole('button', { name: 'Mark as paid' });
    this.createButton = page.getByRole('button', { name: 'Create order' });
    this.deleteButton = page.getByRole('button', { name: 'Delete' });
    this.shippingPrice = page.getByLabel('Shipping price');
    this.paymentMethod = page.getByRole('combobox', { name: 'Payment method' });
    this.heading = page.getByRole('heading', { level: 1 });
    this.notification = page.getByRole('alert').filter({ hasText: /./ }).last();
    this.rows = page.locator('tbody tr');
  }

  /** A new draft. */
  async goto() {
    await this.page.goto('/orders/draft/create');
  }

  /** The list of open drafts. */
  async gotoList() {
    await this.page.goto('/orders/draft');
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
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

  /** Picks a payment method by its label (the language's). */
  async choosePayment(label: string, input = this.paymentMethod) {
    await input.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
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
