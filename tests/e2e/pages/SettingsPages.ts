/** The settings screens of issue 13: email templates and their editor, plan, billing. */
import type { FrameLocator, Locator, Page } from '@playwright/test';

export class EmailTemplatesPage {
  readonly list: Locator;
  readonly subject: Locator;
  readonly html: Locator;
  readonly previewSubject: Locator;
  readonly preview: FrameLocator;
  readonly notification: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Email templates' });
    this.subject = page.getByLabel('Subject', { exact: true });
    this.html = page.getByLabel('HTML', { exact: true });
    this.previewSubject = page.getByTestId('preview-subject');
    this.preview = page.frameLocator('iframe[title="Mail preview"]');
    this.notification = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/setting/email-template');
  }

  open(name: string) {
    return this.list.getByRole('link', { name: new RegExp(name) }).click();
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true });
  }
}

export class PlanPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/setting/plan');
  }

  plan(name: string) {
    return this.page.getByRole('region', { name });
  }

  get current() {
    return this.page.getByRole('region', { name: 'Current plan' });
  }

  /** "Download all shop data" (issue 28), in the given language's words. */
  shopData(title = 'Download all shop data') {
    return this.page.getByRole('region', { name: title });
  }
}
