import { describe, expect, it } from 'vitest';
import { groupByFolder, templateLanguage } from './templateLanguage';

describe('templateLanguage', () => {
  it.each([
    ['templates/index.liquid', 'liquid'],
    ['layout/theme.LIQUID', 'liquid'],
    ['assets/theme.css', 'css'],
    ['assets/theme.scss', 'scss'],
    ['assets/app.js', 'javascript'],
    ['config/settings_data.json', 'json'],
    ['locales/en.json', 'json'],
    ['assets/page.html', 'html'],
    ['assets/logo.svg', 'plaintext'],
    ['README', 'plaintext'],
  ])('%s is %s', (path, language) => {
    expect(templateLanguage(path)).toBe(language);
  });
});

describe('groupByFolder', () => {
  it('keeps the theme folders in order, empty ones too, sorts files, puts others last', () => {
    const groups = groupByFolder([
      'templates/product.liquid',
      'templates/index.liquid',
      'extra/x.txt',
      'layout/theme.liquid',
    ]);
    expect(groups.map((g) => g.folder)).toEqual([
      'layout',
      'templates',
      'sections',
      'snippets',
      'assets',
      'config',
      'locales',
      'extra',
    ]);
    expect(groups[1].files).toEqual(['templates/index.liquid', 'templates/product.liquid']);
    expect(groups[2].files).toEqual([]);
  });
});
