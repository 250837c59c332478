/**
 * Strings load with their area (src/lib/areaStrings.tsx, scripts/strings.ts): the shell
 * keeps a resource's name and the keys its declaration names, and a screen shows only
 * strings that load with it: its own resource's, those of the resources it declares in
 * `uses`, and the shell's. A screen naming another resource's key without `uses` would show
 * the raw key in the built app; this finds it from the sources, for every area at once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { ROOT } from '../../scripts/spaBuild';
import { namedKeys, pickPaths } from '../../scripts/strings';

/** Resources whose strings the shell always carries (declared with their whole messages). */
const SHELL_RESOURCES = ['shops'];
const KEY = /['"`]resources\.([\w-]+)\./g;
const IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)';/gm;

const source = (file: string) => readFileSync(file, 'utf8');
const resolve = (from: string, spec: string) =>
  ['.tsx', '.ts', '/index.ts']
    .map((ext) => path.resolve(path.dirname(from), spec + ext))
    .find((f) => {
      try {
        return readFileSync(f) && true;
      } catch {
        return false;
      }
    });

/** Shared UI (src/components): it shows on the screens that import it, with their strings. */
// src/widgets: shared UI that calls a declared resource (outside src/components, which declared screens import).
const SHARED_UI = /[\\/]src[\\/](components|widgets)[\\/]/;

/**
 * The resources named by `resources.<x>.` keys in `file` and in the files it imports from
 * other areas or from the shared UI.
 */
function namedResources(file: string, area: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const code = source(file);
  for (const [, name] of code.matchAll(KEY)) out.add(name);
  for (const [, spec] of code.matchAll(IMPORT)) {
    const target = resolve(file, spec);
    if (!target || target.endsWith('.i18n.ts')) continue;
    const other = /[\\/]resources[\\/]([\w-]+)[\\/]/.exec(target)?.[1];
    // Views borrowed from another area, and the shared UI a screen shows, bring their keys onto the screen.
    if (other && other !== area) namedResources(target, other, seen).forEach((n) => out.add(n));
    else if (SHARED_UI.test(target)) namedResources(target, area, seen).forEach((n) => out.add(n));
  }
  return out;
}

describe('area strings', () => {
  it('picks the dotted paths of a message tree, and the keys a declaration holds', () => {
    const tree = {
      name: 'Product |||| Products',
      bulk: { menu: 'Bulk editor', title: 'Bulk' },
      fields: { title: 'Title' },
    };
    expect(pickPaths(tree, ['name', 'bulk.menu', 'missing.key'])).toEqual({
      name: 'Product |||| Products',
      bulk: { menu: 'Bulk editor' },
    });
    const Screen = () => null;
    const keys = namedKeys({
      name: 'products',
      crud: {},
      i18n: async () => ({ en: {}, vi: {} }),
      list: Screen,
      routes: [
        { path: 'bulk', component: Screen, menu: { label: 'resources.products.bulk.menu', group: 'x', order: 1 } },
        { path: '/x', component: Screen, menu: { label: 'app.x', group: 'x', order: 2 } },
      ],
      menu: { group: 'x', order: 3 },
      uses: ['resources.orders.other'],
    });
    expect(Object.fromEntries([...keys].map(([name, paths]) => [name, [...paths]]))).toEqual({
      products: ['bulk.menu'],
      orders: ['other'],
    });
  });

  it("every resource but the shell's names its strings lazily", () => {
    const whole = resources.filter((r) => typeof r.i18n !== 'function').map((r) => r.name);
    expect(whole).toEqual(SHELL_RESOURCES);
  });

  it('every screen shows only strings that load with it (its resource, `uses`, the shell)', () => {
    const folderOf = new Map<string, string>();
    for (const area of readdirSync(path.join(ROOT, 'resources'), { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    )) {
      for (const file of readdirSync(path.join(ROOT, 'resources', area.name)).filter((f) =>
        /^index\.ts$|\.resource\.ts$/.test(f),
      )) {
        for (const [, name] of source(path.join(ROOT, 'resources', area.name, file)).matchAll(/\bname:\s*'([\w-]+)'/g))
          folderOf.set(name, area.name);
      }
    }
    const problems: string[] = [];
    for (const area of new Set(resources.map((r) => folderOf.get(r.name)).filter(Boolean) as string[])) {
      const declared = resources.filter((r) => folderOf.get(r.name) === area);
      const allowed = new Set([...declared.flatMap((r) => [r.name, ...(r.uses ?? [])]), ...SHELL_RESOURCES]);
      const dir = path.join(ROOT, 'resources', area);
      for (const file of readdirSync(dir).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\.i18n\.ts$/.test(f))) {
        for (const name of namedResources(path.join(dir, file), area)) {
          if (!allowed.has(name) && resources.some((r) => r.name === name))
            problems.push(`resources/${area}/${file} shows resources.${name}.* without uses: ['${name}']`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The check can fail: an order's screens name customers' strings, and declare it.
    expect(resources.find((r) => r.name === 'orders')?.uses).toContain('customers');
  });

  it("the shell and its own pages show no area strings but the shell resources'", () => {
    const problems: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        // The shared UI is checked on the screens that show it: here through the shell files importing it.
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !SHARED_UI.test(file)) {
          for (const name of namedResources(file, '')) {
            if (!SHELL_RESOURCES.includes(name) && resources.some((r) => r.name === name))
              problems.push(`${path.relative(ROOT, file)}: resources.${name}.*`);
          }
        }
      }
    };
    walk(path.join(ROOT, 'src'));
    expect(problems).toEqual([]);
  });
});
