/** Page objects of the online store screens: pages, menus, domains, preferences. */
import type { Locator, Page } from '@playwright/test';

export class PageEditorPage {
  readonly title: Locator;
  readonly content: Locator;
  readonly insertImage: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByLabel('Title', { exact: false }).first();
    this.content = page.locator('.ProseMirror[contenteditable="true"]');
    this.insertImage = page.getByLabel('Insert image from the store', { exact: true });
    this.saveButton = page.getByRole('button', { name: 'Save' });
  }

  gotoCreate() {
    return this.page.goto('/online-store/pages/create');
  }
}

export class MenuEditorPage {
  readonly items: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.items = page.getByTestId('menu-item');
    this.saveButton = page.getByRole('button', { name: 'Save' });
  }

  gotoList() {
    return this.page.goto('/online-store/menu');
  }

  handle(name: string): Locator {
    return this.page.getByRole('button', { name: `Drag ${name}`, exact: true });
  }

  /** Drags one item's handle onto another's with the mouse, in small steps as a hand would. */
  async drag(from: string, onto: string) {
    const source = await this.handle(from).boundingBox();
    const target = await this.handle(onto).boundingBox();
    if (!source || !target) throw new Error('menu item not visible');
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 - 8, { steps: 4 });
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 4, { steps: 12 });
    await this.page.mouse.up();
  }

  async names(): Promise<string[]> {
    return this.items.locator('p').allTextContents();
  }
}

export class DomainsPage {
  readonly name: Locator;
  readonly addButton: Locator;
  readonly storeUrl: Locator;

  constructor(readonly page: Page) {
    this.name = page.getByRole('textbox', { name: 'Domain' });
    this.addButton = page.getByRole('button', { name: 'Add domain' });
    this.storeUrl = page.getByTestId('store-url');
  }

  goto() {
    return this.page.goto('/online-store/domains');
  }

  verify(domain: string) {
    return this.page.getByRole('button', { name: `Verify ${domain}` });
  }

  makePublic(domain: string) {
    return this.page.getByRole('button', { name: `Set as public domain: ${domain}` });
  }
}

export class PreferencesPage {
  readonly title: Locator;
  readonly description: Locator;
  readonly headScripts: Locator;
  readonly bodyScripts: Locator;
  readonly metaTags: Locator;
  readonly searchPreview: Locator;
  readonly socialPreview: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('textbox', { name: 'Homepage title' });
    this.description = page.getByRole('textbox', { name: 'Homepage meta description' });
    this.headScripts = page.getByRole('textbox', { name: 'Scripts in <head>' });
    this.bodyScripts = page.getByRole('textbox', { name: 'Scripts before </body>' });
    this.metaTags = page.getByRole('textbox', { name: 'Meta tags' });
    this.searchPreview = page.getByRole('figure', { name: 'Search engine result preview' });
    this.socialPreview = page.getByRole('figure', { name: 'Social share preview' });
    this.saveButton = page.getByRole('button', { name: 'Save' });
  }

  goto() {
    return this.page.goto('/online-store/preferences');
  }
}
