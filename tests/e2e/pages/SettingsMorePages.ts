/** Page objects of the settings home, gift cards and metafields (tests/e2e/settings-more.spec.ts). */
import { expect, type Page } from '@playwright/test';

export class SettingsHomePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/setting');
    await expect(this.page.getByRole('heading', { level: 1, name: /^(Settings|Cài đặt)$/ })).toBeVisible();
  }

  /** Every card's link: its path and title. */
  async cards(): Promise<{ href: string; title: string }[]> {
    const links = this.page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(links.first()).toBeVisible();
    return links.evaluateAll((els) =>
      els.map((el) => ({ href: el.getAttribute('href') ?? '', title: el.querySelector('h2')?.textContent ?? '' })),
    );
  }
}

export class GiftCardsPage {
  constructor(readonly page: Page) {}

  async issue(value: string) {
    await this.page.goto('/setting/gift-cards');
    await this.page.getByRole('button', { name: 'Issue gift card' }).first().click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel('Initial value').fill(value);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await this.page.waitForURL(/\/setting\/gift-cards\/[^/]+$/);
  }
}

export class MetafieldsPage {
  constructor(readonly page: Page) {}

  async define(name: string, key: string) {
    await this.page.goto('/setting/metafields');
    await this.page.getByRole('button', { name: 'Add definition' }).click();
    await this.page.getByLabel('Name', { exact: true }).fill(name);
    await this.page.getByLabel('Key', { exact: true }).fill(key);
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByRole('cell', { name: key, exact: true })).toBeVisible();
  }
}
