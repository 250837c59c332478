// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, splitPath, writeDraft } from './templateDrafts';

describe('template drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps unsaved text per shop, theme and file, and forgets it once it equals the saved text', () => {
    writeDraft('shop1:t1', 'templates/index.liquid', '<h1>new</h1>', '<h1>old</h1>');
    expect(readDraft('shop1:t1', 'templates/index.liquid')).toBe('<h1>new</h1>');
    expect(readDraft('shop2:t1', 'templates/index.liquid')).toBeNull();
    expect(readDraft('shop1:t1', 'templates/product.liquid')).toBeNull();
    writeDraft('shop1:t1', 'templates/index.liquid', '<h1>old</h1>', '<h1>old</h1>');
    expect(readDraft('shop1:t1', 'templates/index.liquid')).toBeNull();
  });

  it('clears a draft after a save', () => {
    writeDraft('s', 'assets/theme.css', 'a{}', '');
    clearDraft('s', 'assets/theme.css');
    expect(readDraft('s', 'assets/theme.css')).toBeNull();
  });

  it('splits a path into folder and file', () => {
    expect(splitPath('templates/index.liquid')).toEqual({ folder: 'templates', file: 'index.liquid' });
    expect(splitPath('config/settings_data.json')).toEqual({ folder: 'config', file: 'settings_data.json' });
  });
});
