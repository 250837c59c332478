/** / in the default layout: the current shop in the app bar and on its card, and the user menu. */
import type { Locator, Page } from '@playwright/test';

export class DashboardPage {
  readonly shopCard: Locator;
  readonly userMenuButton: Locator;
  readonly logoutItem: Locator;
  readonly switchShopItem: Locator;

  constructor(readonly page: Page) {
    this.shopCard = page.getByRole('region', { name: 'Your shop' });
    // Named by the user's name it shows (WCAG 2.5.3), which differs by merchant.
    this.userMenuButton = page.locator('.RaUserMenu-userButton');
    this.logoutItem = page.getByRole('menuitem', { name: 'Logout' });
    this.switchShopItem = page.getByRole('menuitem', { name: 'Switch shop' });
  }

  async goto() {
    await this.page.goto('/');
  }

  /** The app bar's "Current shop: <name>". */
  currentShop(name: string): Locator {
    return this.page.getByLabel(`Current shop: ${name}`, { exact: true });
  }

  /** The heading of the shop card. */
  shopName(name: string): Locator {
    return this.shopCard.getByRole('heading', { name, exact: true });
  }

  async switchShop() {
    await this.userMenuButton.click();
    await this.switchShopItem.click();
  }

  async logOut() {
    await this.userMenuButton.click();
    await this.logoutItem.click();
  }
}
