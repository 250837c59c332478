// @vitest-environment node
/**
 * Every message key the gateway and the shared schemas send (a 400's field errors, a refusal)
 * is a string of both languages: a key the strings do not have shows raw on the field
 * (issue 31: `resources.metafields.key_taken` against `resources.metafield_definitions`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { beforeAll, expect, it } from 'vitest';
import { resources } from '../resources';
import { loadAreaStrings } from '../src/lib/areaStrings';
import { buildMessages } from './i18nProvider';
import type { Tree } from './merge';
import { messageModules } from './modules';
import { raVietnamese } from './ra-vi';

const KEY = /['"`]((?:app|resources)\.[a-z_]+\.[a-z_.]*[a-z_])['"`]/g;

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** The literal keys of the gateway's code and of the schemas it validates with (tests left out). */
function sentKeys(): Map<string, string> {
  const sources = [
    ...files('gateway', (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
    ...files('core', (p) => p.endsWith('.ts') && !p.endsWith('.test.ts')),
    ...files('resources', (p) => /\.(schema|contract)\.ts$/.test(p)),
  ];
  const keys = new Map<string, string>();
  for (const path of sources)
    for (const [, key] of readFileSync(path, 'utf8').matchAll(KEY)) if (!keys.has(key)) keys.set(key, path);
  return keys;
}

const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

beforeAll(() => loadAreaStrings(resources));

it('every key the gateway sends is a string in English and Vietnamese', () => {
  const trees = {
    en: buildMessages(
      'en',
      englishMessages as unknown as Tree,
      resources,
      messageModules.map((m) => m.en),
    ),
    vi: buildMessages(
      'vi',
      raVietnamese as unknown as Tree,
      resources,
      messageModules.map((m) => m.vi),
    ),
  };
  const keys = sentKeys();
  expect(keys.size).toBeGreaterThan(10);
  const missing = [...keys].flatMap(([key, path]) =>
    (['en', 'vi'] as const)
      .filter((l) => typeof lookup(trees[l], key) !== 'string')
      .map((l) => `${l} ${key} (${path})`),
  );
  expect(missing).toEqual([]);
});
