/** Page objects of the theme screens: the themes list and the code editor. */
import type { FrameLocator, Locator, Page } from '@playwright/test';

export class ThemesPage {
  readonly currentName: Locator;
  readonly library: Locator;
  readonly uploadInput: Locator;

  constructor(readonly page: Page) {
    this.currentName = page.getByTestId('current-theme-name');
    this.library = page.getByRole('region', { name: 'Theme library' });
    this.uploadInput = page.getByTestId('theme-upload-input');
  }

  goto() {
    return this.page.goto('/online-store/themes');
  }

  /** The published theme's storefront, in its frame. */
  storefront(name: string): FrameLocator {
    return this.page.frameLocator(`iframe[title="Preview of ${name}"]`);
  }

  currentButton(name: string): Locator {
    return this.page.getByRole('region', { name: 'Current theme' }).getByRole('button', { name, exact: true });
  }

  libraryItem(name: string): Locator {
    return this.library.getByRole('listitem').filter({ hasText: name });
  }

  publish(name: string) {
    return this.page.getByRole('button', { name: `Publish ${name}`, exact: true }).click();
  }
}

export class CodeEditorPage {
  readonly diff: Locator;
  readonly saveButton: Locator;
  readonly confirmSave: Locator;
  readonly recoverButton: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.diff = page.locator('.monaco-diff-editor');
    this.saveButton = page.getByRole('button', { name: 'Save', exact: true });
    this.confirmSave = page.getByRole('button', { name: 'Confirm and save' });
    this.recoverButton = page.getByRole('button', { name: 'Recover original' });
    this.status = page.getByRole('status').filter({ hasText: /Saved|Unsaved changes|Review your changes/ });
  }

  goto(query = '') {
    return this.page.goto(`/template-custom/edit-code${query}`);
  }

  /** Monaco's text area for a file (its accessible name). */
  editor(path: string): Locator {
    return this.page.getByRole('textbox', { name: `Code of ${path}` });
  }

  /** The text Monaco shows (its rendered lines). */
  lines(): Locator {
    return this.page.getByTestId('code-editor').locator('.view-lines');
  }

  openFile(path: string) {
    const name = path.slice(path.indexOf('/') + 1);
    return this.page.getByRole('navigation', { name: 'Theme files' }).getByRole('button', { name }).first().click();
  }

  /** Appends text at the end of the file, as pasted (no auto-closing of tags). */
  async append(path: string, text: string) {
    await this.editor(path).focus();
    await this.page.keyboard.press('Control+End');
    await this.page.keyboard.insertText(text);
  }

  storefront(): FrameLocator {
    return this.page.frameLocator('iframe[title^="Preview of"]');
  }
}
