/**
 * The contract suite covers every declared route: a route without a case, a case whose
 * route is gone fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import { contractCases } from './cases';
import { allRoutes, routeTables } from './routeTables';

describe('contract coverage', () => {
  it('finds the route tables of resources/*/*.routes.ts (so the checks below are not vacuous)', () => {
    expect(routeTables.length).toBeGreaterThan(10);
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
