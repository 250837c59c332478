/** The app mounts its screens so that, of two patterns the router ranks alike, the more fixed one wins. */
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { byFixedSegments } from './routeOrder';

describe('screens mounted by fixed segments', () => {
  const patterns = [
    '/apps/:boost_sell/create',
    '/apps/:boost_sell/edit/:id',
    '/apps/private/:action',
    '/apps/private/:action/:id',
  ];
  const winner = (path: string) =>
    matchRoutes(
      [...patterns].sort(byFixedSegments).map((p) => ({ path: p })),
      path,
    )?.[0].route.path;

  it('opens /apps/private/create and /apps/private/edit/{id} as private apps, not offers', () => {
    expect(winner('/apps/private/create')).toBe('/apps/private/:action');
    expect(winner('/apps/private/edit/3')).toBe('/apps/private/:action/:id');
  });

  it('opens a boost-sell kind with the offer screens', () => {
    expect(winner('/apps/in-cart/create')).toBe('/apps/:boost_sell/create');
    expect(winner('/apps/up-sell/edit/3')).toBe('/apps/:boost_sell/edit/:id');
  });

  it('keeps patterns alike in the order they were declared', () => {
    expect(['/b/:x', '/a/:y', '/c'].sort(byFixedSegments)).toEqual(['/c', '/b/:x', '/a/:y']);
  });
});
