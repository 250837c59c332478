import { describe, expect, it } from 'vitest';
import { moveSection, parseSetting, setSetting, toggleSection } from './pageSections';

const config = {
  sections: {
    hero: { type: 'hero', settings: { title: 'Hi', height: 400 } },
    products: { type: 'featured-products', settings: { count: 4 } },
  },
  order: ['hero', 'products'],
};

describe('page sections', () => {
  it('moves a section up or down, not past either end', () => {
    expect(moveSection(config, 'products', -1).order).toEqual(['products', 'hero']);
    expect(moveSection(config, 'hero', -1)).toBe(config);
    expect(moveSection(config, 'products', 1)).toBe(config);
    expect(config.order).toEqual(['hero', 'products']);
  });

  it('hides and shows a section', () => {
    const hidden = toggleSection(config, 'hero');
    expect(hidden.sections.hero.disabled).toBe(true);
    expect(toggleSection(hidden, 'hero').sections.hero.disabled).toBe(false);
    expect(toggleSection(config, 'nope')).toBe(config);
  });

  it('changes one setting and keeps the others', () => {
    const changed = setSetting(config, 'hero', 'title', 'Welcome');
    expect(changed.sections.hero.settings).toEqual({ title: 'Welcome', height: 400 });
    expect(config.sections.hero.settings.title).toBe('Hi');
  });

  it('keeps a number a number when it parses', () => {
    expect(parseSetting(4, '8')).toBe(8);
    expect(parseSetting(4, 'x')).toBe('x');
    expect(parseSetting(4, '')).toBe('');
    expect(parseSetting('a', '8')).toBe('8');
  });
});
