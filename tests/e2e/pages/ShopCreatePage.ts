/** /shop/create: the shop details form; the new shop becomes current and the dashboard opens. */
import type { Locator, Page } from '@playwright/test';

export interface NewShop {
  name: string;
  address: string;
  city: string;
  zipCode: string;
}

export class ShopCreatePage {
  readonly heading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly address: Locator;
  readonly city: Locator;
  readonly zipCode: Locator;
  readonly submitButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create a new shop' });
    this.name = page.getByLabel('Shop name', { exact: true });
    this.email = page.getByLabel('Store contact email', { exact: true });
    this.address = page.getByLabel('Address', { exact: true });
    this.city = page.getByLabel('City', { exact: true });
    this.zipCode = page.getByLabel('Postal code', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Create shop' });
  }

  async goto() {
    await this.page.goto('/shop/create');
  }

  /** Fills what is required; e-mail, country, time zone, currency and language keep their defaults. */
  async create(shop: NewShop) {
    await this.name.fill(shop.name);
    await this.address.fill(shop.address);
    await this.city.fill(shop.city);
    await this.zipCode.fill(shop.zipCode);
    await this.submitButton.click();
  }
}
