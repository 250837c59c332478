/**
 * What surrounds every screen of the default layout: the side menu, the app bar's shop
 * switcher, the expiry banner, the connection notice, and the error pages.
 */
import type { Locator, Page } from '@playwright/test';

export class ShellPage {
  readonly sideMenu: Locator;
  readonly menuToggle: Locator;
  readonly expiryBanner: Locator;
  readonly offlineStatus: Locator;
  readonly toast: Locator;
  readonly notFoundHeading: Locator;
  readonly backHomeLink: Locator;

  constructor(readonly page: Page) {
    this.sideMenu = page.locator('.RaSidebar-fixed');
    this.menuToggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    this.expiryBanner = page.getByRole('complementary', { name: 'Shop plan' });
    this.offlineStatus = page.getByRole('status').filter({ hasText: 'You are offline' });
    this.toast = page.getByRole('alert');
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'This page could not be found' });
    this.backHomeLink = page.getByRole('link', { name: 'Back to homepage' });
  }

  /** A side-menu entry by its label. */
  menuItem(label: string): Locator {
    return this.page.getByRole('menuitem', { name: label, exact: true });
  }

  /** An area heading of the side menu ("Products", "Settings"): shown while the side bar is open. */
  menuGroup(label: string): Locator {
    return this.sideMenu.getByText(label, { exact: true }).and(this.page.locator('.MuiListSubheader-root'));
  }

  async switchShopTo(current: string, next: string) {
    await this.page.getByRole('button', { name: `Current shop: ${current}` }).click();
    await this.page.getByRole('menuitem', { name: next, exact: true }).click();
  }

  bannerButton(name: string): Locator {
    return this.expiryBanner.getByRole('button', { name });
  }

  bannerLink(name: string): Locator {
    return this.expiryBanner.getByRole('link', { name });
  }
}
