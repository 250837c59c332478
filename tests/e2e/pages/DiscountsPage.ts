/** /discounts/{code|automatic}, the discount form, and the boost-sell offer screens. */
import type { Locator, Page } from '@playwright/test';

export class DiscountsPage {
  readonly summary: Locator;
  readonly save: Locator;
  readonly notification: Locator;
  readonly value: Locator;

  constructor(readonly page: Page) {
    this.value = page.getByRole('spinbutton', { name: /^Value/ });
    this.summary = page.getByTestId('discount-summary');
    this.save = page.getByRole('button', { name: 'Save' });
    this.notification = page.getByRole('alert');
  }

  async gotoTab(tab: 'code' | 'automatic') {
    await this.page.goto(`/discounts/${tab}`);
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** A code discount; its title (SPEC §5 name required) is left blank when not given. */
  async createCode(code: string, percent: string, title?: string) {
    await this.gotoTab('code');
    await this.page.getByRole('link', { name: 'Create discount code' }).click();
    await this.page.getByLabel(/^Discount code/).fill(code);
    if (title !== undefined) await this.page.getByLabel(/^Title/).fill(title);
    await this.value.fill(percent);
  }

  async createAutomaticAmount(name: string, amount: string) {
    await this.gotoTab('automatic');
    await this.page.getByRole('link', { name: 'Create automatic discount' }).click();
    await this.page.getByLabel(/^Title/).fill(name);
    await this.page.getByRole('radio', { name: 'Fixed amount' }).check();
    await this.value.fill(amount);
  }
}

export class OffersPage {
  readonly preview: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.preview = page.getByTestId('offer-preview');
    this.save = page.getByRole('button', { name: 'Save' });
  }

  async pick(label: string | RegExp, option: string | RegExp) {
    await this.page.getByLabel(label).click();
    await this.page.getByRole('option', { name: option }).first().click();
    await this.page.keyboard.press('Escape');
  }
}
