/** /analytics: range, a total per figure with the previous period, traffic sources, CSV. */
import type { Locator, Page } from '@playwright/test';

export class AnalyticsPage {
  readonly range: Locator;
  readonly traffic: Locator;
  readonly download: Locator;

  constructor(readonly page: Page) {
    this.range = page.getByLabel('Date range', { exact: true });
    this.traffic = page.getByRole('region', { name: 'Traffic sources' });
    this.download = page.getByRole('button', { name: 'Download CSV' });
  }

  async goto() {
    await this.page.goto('/analytics');
  }

  total(figure: string): Locator {
    return this.page.getByTestId(`total-${figure}`);
  }

  previous(figure: string): Locator {
    return this.page.getByTestId(`previous-${figure}`);
  }
}
