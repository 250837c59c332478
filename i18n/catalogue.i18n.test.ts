/**
 * The catalogue's strings (products, collections, blacklist, feeds, uploads): English and
 * Vietnamese have the same keys and placeholders, and every literal key the screens use exists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessages } from './app.i18n';
import { refusalMessages } from './refusals.i18n';
import { leaves, parityProblems, type MessageTree as Tree } from './parity';
import { uploadMessages } from '../src/lib/upload.i18n';
import { blacklistMessages } from '../resources/blacklist/blacklist.i18n';
import { collectionMessages } from '../resources/collection/collection.i18n';
import { feedMessages } from '../resources/feed/feed.i18n';
import { productMessages } from '../resources/product/product.i18n';

const resources = {
  products: productMessages,
  collections: collectionMessages,
  blacklist: blacklistMessages,
  feed: feedMessages,
};
const modules = { ...resources, upload: uploadMessages };

describe.each(Object.entries(modules))('catalogue messages: %s', (_name, module) => {
  it('has the same keys, no empty message and the same %{placeholders} in English and Vietnamese', () => {
    expect(parityProblems(module.en, module.vi)).toEqual([]);
  });
});

describe('catalogue screens', () => {
  const known = new Set([
    ...Object.entries(resources).flatMap(([name, m]) => leaves(m.en as Tree, `resources.${name}.`).map(([k]) => k)),
    ...leaves(appMessages.en as unknown as Tree).map(([k]) => k),
    ...leaves(refusalMessages.en as Tree, 'app.').map(([k]) => k),
    ...leaves(refusalMessages.en as Tree, 'app.').map(([k]) => k),
    ...leaves(uploadMessages.en as Tree, 'app.').map(([k]) => k),
  ]);
  const folders = ['product', 'collection', 'blacklist', 'feed'].map((f) => path.join(__dirname, '../resources', f));
  const sources = folders.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.tsx'))
      .map((f) => path.join(dir, f)),
  );

  it('use only keys that exist in English (and so in Vietnamese)', () => {
    const used = sources.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(
          /['"`]((?:resources\.(?:products|collections|blacklist|feed)|app\.(?:message|collection|upload))\.[\w.]+)['"`]/g,
        ),
      ].map((m) => m[1]),
    );
    expect(used.length).toBeGreaterThan(50);
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('has every import key the shared CSV import dialog and report ask for', () => {
    // Those components build `${prefix}.import.*` keys, so the literal-key scan above cannot see them.
    const shared = ['CsvImportDialog.tsx', 'CsvImportReport.tsx']
      .map((f) => readFileSync(path.join(__dirname, '../src/components', f), 'utf8'))
      .join('');
    const keys = [...shared.matchAll(/\$\{prefix\}\.(import\.\w+)/g)].map((m) => `resources.products.${m[1]}`);
    expect(keys.length).toBeGreaterThan(10);
    expect([...new Set(keys)].filter((key) => !known.has(key))).toEqual([]);
  });

  it('says the SPEC §8 in-use message in both languages', () => {
    expect(refusalMessages.en.collection.in_use).toBe(
      'Product in use, please remove this category from product in use',
    );
    expect(refusalMessages.vi.collection.in_use).not.toBe(refusalMessages.en.collection.in_use);
  });
});
