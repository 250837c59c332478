/**
 * The gateway's layering (issues 8 and 25): it imports nothing from the app shell (src/); the
 * infrastructure (gateway/db, lib, jobs, pricing, mail, storage) imports no module, so main.ts
 * and worker.ts hand the module list in; a module folder imports no other module folder's
 * files (a module is self-contained; shared helpers live in gateway/lib or gateway/pricing),
 * except the few owner relations listed below; and module folders never import each other in
 * a circle.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const GATEWAY = path.join(ROOT, 'gateway');
const MODULES = path.join(GATEWAY, 'modules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** The relative imports of a file, resolved to absolute paths (without extension). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
}

const moduleOf = (file: string) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
};

/** The module folder a file is in (undefined for gateway/modules/index.ts and files outside). */
const folderOf = (file: string) => (path.relative(MODULES, file).includes(path.sep) ? moduleOf(file) : undefined);

/** Folders every module may use; none of them may depend on a module. */
const INFRASTRUCTURE = ['db', 'lib', 'jobs', 'pricing', 'mail', 'storage'];

/**
 * Module folders that import another module folder's files by design, `from -> to`, each
 * with why. Anything else shared goes to gateway/lib (or gateway/pricing).
 */
const ALLOWED_MODULE_IMPORTS: Record<string, string> = {
  // A fulfillment is part of its order: written under the order's row lock (lockOrder), checked
  // against the order's lines (order.rows) and answered as the order (orderAnswer).
  'fulfillment -> order': 'an order sub-resource',
  // A new shop from another (issue 26 item 4) copies the theme's files where the theme keeps them
  // (its store and layout prefix), and drops secrets by the data export's one rule of what is secret.
  'shop-clone -> theme': "the theme's file store and layout keys",
  'shop-clone -> shop-export': 'the one rule of what is a secret (isSecretName, cleanValue)',
  // Its catalogue is copied, and undone, by the copy module's own code (copyCatalogue, undoRunIn).
  'shop-clone -> copy': 'the catalogue copied and undone as a copy to other shops',
  // Copy to other shops (issue 26 item 3) writes products and collections with their own row
  // code and rules (relations, search keys, handle and SKU checks) and undoes like their bulk update.
  'copy -> product': 'product rows, rules and the 24-hour undo window',
  'copy -> collection': 'the collection table type',
  // The Trash (issue 27 item 3) keeps and restores a product the way its module writes one.
  'trash -> product': 'product rows and its answer',
};

/** Every import of a module folder's file by a file of another module folder, as `from -> to: file -> target`. */
function crossModuleImports(): { edge: string; line: string }[] {
  return files(MODULES).flatMap((file) => {
    const from = folderOf(file);
    if (!from) return [];
    return imports(file)
      .filter((target) => {
        const to = folderOf(target);
        return to !== undefined && to !== from;
      })
      .map((target) => ({
        edge: `${from} -> ${folderOf(target)}`,
        line: `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`,
      }));
  });
}

describe('gateway layering', () => {
  it('imports nothing from the app shell (src/)', () => {
    const offenders = files(GATEWAY).flatMap((file) =>
      imports(file)
        .filter((target) => target.startsWith(path.join(ROOT, 'src') + path.sep))
        .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the infrastructure (db, lib, jobs, pricing, mail, storage) free of any module import', () => {
    const offenders = INFRASTRUCTURE.flatMap((folder) => files(path.join(GATEWAY, folder))).flatMap((file) =>
      imports(file)
        .filter((target) => target === MODULES || target.startsWith(MODULES + path.sep))
        .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has no module folder importing another module folder's files, but the owner relations listed", () => {
    const offenders = crossModuleImports()
      .filter(({ edge }) => !(edge in ALLOWED_MODULE_IMPORTS))
      .map(({ line }) => line);
    expect(offenders).toEqual([]);
  });

  it('lists only owner relations that are still used', () => {
    const used = new Set(crossModuleImports().map(({ edge }) => edge));
    expect(Object.keys(ALLOWED_MODULE_IMPORTS).filter((edge) => !used.has(edge))).toEqual([]);
  });

  it('has no import cycle between module folders', () => {
    const edges = new Map<string, Set<string>>();
    for (const file of files(MODULES)) {
      const from = moduleOf(file);
      if (!from || !path.relative(MODULES, file).includes(path.sep)) continue;
      for (const target of imports(file)) {
        const to = moduleOf(target);
        if (to && to !== from && path.relative(MODULES, target).includes(path.sep)) {
          edges.set(from, (edges.get(from) ?? new Set()).add(to));
        }
      }
    }
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
  });
});
