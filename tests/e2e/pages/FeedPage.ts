/** /setting/feed: generate the product feed, watch its progress, download it. */
import type { Locator, Page } from '@playwright/test';

export class FeedPage {
  readonly generateButton: Locator;
  readonly downloadButton: Locator;
  readonly ready: Locator;
  readonly current: Locator;

  constructor(readonly page: Page) {
    this.generateButton = page.getByRole('button', { name: /^(Generate feed|Generate again)$/ });
    this.downloadButton = page.getByRole('button', { name: 'Download' });
    this.ready = page.getByText('The feed is ready.');
    this.current = page.getByRole('region', { name: 'Current feed' });
  }

  async goto() {
    await this.page.goto('/setting/feed');
  }
}
