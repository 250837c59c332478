/**
 * The catalogue's strings (products, collections, blacklist, feeds, uploads): English and
 * Vietnamese have the same keys and placeholders, and every literal key the screens use exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessages } from '../../i18n/app.i18n';
import { uploadMessages } from '../../src/lib/upload.i18n';
import { blacklistMessages } from '../blacklist/blacklist.i18n';
import { collectionMessages } from '../collection/collection.i18n';
import { feedMessages } from '../feed/feed.i18n';
import { productMessages } from './product.i18n';

type Tree = { [k: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
const placeholders = (s: string) => [...new Set(s.match(/%\{\w+\}/g) ?? [])].sort();

const resources = { products: productMessages, collections: collectionMessages, blacklist: blacklistMessages, feed: feedMessages };
const modules = { ...resources, upload: uploadMessages };

describe.each(Object.entries(modules))('catalogue messages: %s', (_name, module) => {
  const en = new Map(leaves(module.en as Tree));
  const vi = new Map(leaves(module.vi as Tree));

  it('has the same keys in English and Vietnamese', () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('has no empty message and the same %{placeholders} in both languages', () => {
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(vi.get(key)?.trim(), key).not.toBe('');
      expect(placeholders(vi.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('catalogue screens', () => {
  const known = new Set([
    ...Object.entries(resources).flatMap(([name, m]) => leaves(m.en as Tree, `resources.${name}.`).map(([k]) => k)),
    ...leaves(appMessages.en as unknown as Tree).map(([k]) => k),
    ...leaves(uploadMessages.en as Tree, 'app.').map(([k]) => k),
  ]);
  const folders = ['product', 'collection', 'blacklist', 'feed'].map((f) => path.join(__dirname, '..', f));
  const sources = folders.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.tsx')).map((f) => path.join(dir, f)));

  it('use only keys that exist in English (and so in Vietnamese)', () => {
    const used = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]((?:resources\.(?:products|collections|blacklist|feed)|app\.(?:message|collection|upload))\.[\w.]+)['"`]/g)]
        .map((m) => m[1]));
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('says the SPEC §8 in-use message in both languages', () => {
    expect(appMessages.en.app.collection.in_use).toBe('Product in use, please remove this category from product in use');
    expect(appMessages.vi.app.collection.in_use).not.toBe(appMessages.en.app.collection.in_use);
  });
});
