/**
 * The gateway's layering (issue 8): it imports nothing from the app shell (src/), and its
 * module folders do not import each other in a circle (a module is self-contained; shared
 * helpers live in gateway/lib).
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

describe('gateway layering', () => {
  it('imports nothing from the app shell (src/)', () => {
    const offenders = files(GATEWAY).flatMap((file) =>
      imports(file)
        .filter((target) => target.startsWith(path.join(ROOT, 'src') + path.sep))
        .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`),
    );
    expect(offenders).toEqual([]);
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
