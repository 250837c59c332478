import { describe, expect, it } from 'vitest';
import { sharedMessages } from './shared.i18n';
import { DATE_RANGE_SHORTCUTS } from '../src/lib/dateRange';
import { SORT_OPTIONS } from '../src/lib/sortOptions';

type Tree = { [k: string]: string | Tree };

const keysOf = (tree: Tree, prefix = 'app'): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}.${k}`] : keysOf(v, `${prefix}.${k}`)));

const lookup = (tree: Tree, key: string): unknown =>
  key
    .replace(/^app\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

const en = sharedMessages.en as unknown as Tree;
const vi = sharedMessages.vi as unknown as Tree;

describe('shared messages (i18n/shared.i18n.ts)', () => {
  it('has the same keys in English and Vietnamese', () => {
    expect(keysOf(vi).sort()).toEqual(keysOf(en).sort());
  });

  it('has no empty strings', () => {
    for (const tree of [en, vi]) for (const key of keysOf(tree)) expect(lookup(tree, key), key).toMatch(/\S/);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (s: unknown) => [...new Set(String(s).match(/%\{\w+\}/g) ?? [])].sort();
    for (const key of keysOf(en)) expect(placeholders(lookup(vi, key)), key).toEqual(placeholders(lookup(en, key)));
  });

  it.each([
    'app.time.now',
    'app.time.minutes_ago',
    'app.time.hours_ago',
    'app.time.yesterday_at',
    'app.time.date_time',
    'app.time.unknown',
    'app.traffic.anonymous',
    'app.traffic.pinterest',
    'app.traffic.google',
    'app.traffic.facebook',
    'app.traffic.twitter',
    ...DATE_RANGE_SHORTCUTS.map((s) => s.key),
    ...SORT_OPTIONS.map((o) => o.key),
  ])('translates %s in both languages', (key) => {
    expect(typeof lookup(en, key)).toBe('string');
    expect(typeof lookup(vi, key)).toBe('string');
  });

  it('pluralises minutes and hours in English with polyglot smart_count', () => {
    expect(sharedMessages.en.time.minutes_ago).toBe('%{smart_count} minute ago |||| %{smart_count} minutes ago');
    expect(sharedMessages.en.time.hours_ago.split(' |||| ')).toHaveLength(2);
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(sharedMessages.vi.time.minutes_ago).toBe('%{smart_count} phút trước');
    expect(sharedMessages.vi.date_range.today).toBe('Hôm nay');
  });
});
