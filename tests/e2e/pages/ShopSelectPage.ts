/** /shop/select: the merchant's shops; choosing one makes it current and opens the dashboard. */
import type { Locator, Page } from '@playwright/test';

export class ShopSelectPage {
  readonly heading: Locator;
  readonly shopList: Locator;
  readonly createShopButton: Locator;
  readonly createFirstShopButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Choose a shop' });
    this.shopList = page.getByRole('list', { name: 'Your shops' });
    this.createShopButton = page.getByRole('link', { name: 'Create a new shop' });
    this.createFirstShopButton = page.getByRole('link', { name: 'Create your first shop' });
  }

  async goto() {
    await this.page.goto('/shop/select');
  }

  /** The list entry of one shop, by its exact name. */
  shop(name: string): Locator {
    return this.shopList.getByRole('button').filter({ hasText: name });
  }

  async choose(name: string) {
    await this.shop(name).click();
  }
}
