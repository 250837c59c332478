/**
 * The contract suite covers every declared route: a route without a case, a case whose
 * route is gone, or a route table missing from routeTables.ts fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import type { NamedRoute } from '../../core/route';
import { contractCases } from './cases';
import { allRoutes, routeTables } from './routeTables';

/** Every export of every `resources/<entity>/<entity>.routes.ts` that is a route table. */
const routeModules = import.meta.glob<Record<string, unknown>>('../../resources/*/*.routes.ts', { eager: true });

const isRoute = (value: unknown): value is NamedRoute =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;

const declaredTables = Object.entries(routeModules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'object' && value !== null && Object.values(value).some(isRoute))
    .map(([name, table]) => ({ label: `${file}#${name}`, table })));

describe('contract coverage', () => {
  it('finds the route tables of resources/*/*.routes.ts', () => {
    expect(declaredTables.length).toBeGreaterThan(0);
  });

  it('lists every route table of resources/*/*.routes.ts in routeTables.ts', () => {
    const missing = declaredTables.filter(({ table }) => !routeTables.includes(table as Record<string, NamedRoute>));
    expect(missing.map((t) => t.label)).toEqual([]);
  });

  it('gives each route a unique id', () => {
    const ids = allRoutes.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a contract case for every declared route', () => {
    const covered = new Set(contractCases.map((c) => c.route.id));
    expect(allRoutes.map((r) => r.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it('has no case for a route that is no longer declared', () => {
    const declared = new Map(allRoutes.map((r) => [r.id, r]));
    // Same object, not just the same id: a case must exercise the entry the product uses.
    expect(contractCases.filter((c) => declared.get(c.route.id) !== c.route).map((c) => c.route.id)).toEqual([]);
  });

  it('names each case of a route apart', () => {
    const keys = contractCases.map((c) => `${c.route.id}${c.variant ? ` (${c.variant})` : ''}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });
});
