/** The shipping, surcharge and tax screens of issue 12, and the quote tester. */
import type { Locator, Page } from '@playwright/test';

/** Types into an autocomplete and takes the first suggestion. */
async function pickFirst(page: Page, input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  const option = page.getByRole('option').first();
  await option.waitFor();
  await option.click();
}

export class ShippingPage {
  readonly zones: Locator;
  readonly quote: Locator;
  readonly quoteCountry: Locator;
  readonly quoteProduct: Locator;
  readonly quoteQuantity: Locator;
  readonly quoteSummary: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.zones = page.getByRole('table').first();
    this.quote = page.getByRole('region', { name: 'What does checkout charge?' });
    this.quoteCountry = this.quote.getByRole('combobox', { name: 'Ship to' });
    this.quoteProduct = this.quote.getByRole('combobox', { name: 'Product' });
    this.quoteQuantity = this.quote.getByRole('spinbutton', { name: 'Quantity' });
    this.quoteSummary = this.quote.getByRole('table', { name: 'Total' });
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async goto() {
    await this.page.goto('/setting/shipping');
  }

  /** A zone for one country with one price-based rate (min and max left at 0: not set). */
  async createZone(name: string, country: string, rate: { name: string; min: string; cost: string }) {
    await this.page.goto('/setting/shipping/create');
    await this.page.getByLabel('Zone name').fill(name);
    await pickFirst(this.page, this.page.getByRole('combobox', { name: 'Country list' }), country);
    await this.page.getByRole('button', { name: 'Add' }).first().click();
    await this.page.getByLabel('Rate name').fill(rate.name);
    await this.page.getByLabel('Minimum').fill(rate.min);
    await this.page.getByLabel('Cost').fill(rate.cost);
  }

  async quoteFor(country: string, product: string, quantity: number) {
    await pickFirst(this.page, this.quoteCountry, country);
    await pickFirst(this.page, this.quoteProduct, product);
    await this.quoteQuantity.fill(String(quantity));
    await this.quote.getByRole('button', { name: 'Get a quote' }).click();
  }

  /** The amount of a summary row, e.g. 'Shipping: Island standard'. */
  row(label: string | RegExp) {
    return this.quoteSummary
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell');
  }
}

export class SubfeePage {
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async goto() {
    await this.page.goto('/setting/subfee');
  }

  async createForCountry(name: string, country: string, first: string, next: string) {
    await this.page.goto('/setting/subfee/create');
    await this.page.getByLabel('Name', { exact: true }).fill(name);
    await pickFirst(this.page, this.page.getByRole('combobox', { name: 'Countries' }), country);
    await this.page.getByLabel('First item').fill(first);
    await this.page.getByLabel('Each next item').fill(next);
  }
}
