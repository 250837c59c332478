/**
 * The contract suite covers every declared route: a route without a case, a case whose
 * route is gone fails here, by name.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathParams } from '../../core/route';
import { contractCases } from './cases';
import { allRoutes, appRoutes, routeTables } from './routeTables';

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
    const declared = new Set(allRoutes.map((r) => r.id));
    // Same object, not just the same id: a case must exercise the entry the product uses.
    expect(
      contractCases
        .filter((c) => !declared.has(c.route.id) || appRoutes.get(c.route.id) !== c.route)
        .map((c) => c.route.id),
    ).toEqual([]);
  });

  it('names each case of a route apart', () => {
    const keys = contractCases.map((c) => `${c.route.id}${c.variant ? ` (${c.variant})` : ''}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('gives every route a response schema (a download: a string and its content type)', () => {
    const without = allRoutes.filter((r) => !(r.response instanceof z.ZodType)).map((r) => r.id);
    expect(without).toEqual([]);
    const downloads = allRoutes.filter((r) => r.responseType === 'blob');
    expect(downloads.filter((r) => !r.contentType || !(r.response instanceof z.ZodString)).map((r) => r.id)).toEqual(
      [],
    );
  });

  it('declares a params schema naming every path parameter beyond the shop', () => {
    const missing = allRoutes.flatMap((r) => {
      const named = pathParams(r.path).filter((p) => p !== 'shop');
      const shape = r.params instanceof z.ZodObject ? Object.keys(r.params.shape) : [];
      return named.filter((p) => !shape.includes(p)).map((p) => `${r.id} {${p}}`);
    });
    expect(missing).toEqual([]);
  });

  it('names a path parameter once: no two paths differ only by parameter names', () => {
    const byShape = new Map<string, Set<string>>();
    for (const r of allRoutes) {
      const shape = r.path.replace(/\{\w+\??\}/g, '{}');
      byShape.set(shape, (byShape.get(shape) ?? new Set()).add(r.path.replace(/\?\}/g, '}')));
    }
    expect([...byShape.values()].filter((paths) => paths.size > 1).map((paths) => [...paths])).toEqual([]);
  });
});
