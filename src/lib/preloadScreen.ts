/**
 * The screen a start opens loads with the shell, not after it: its lazy code is asked for
 * at once (the list request then starts as soon as the layout renders), instead of once
 * react-admin has checked the session and rendered the layout.
 */
import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import type { GetListParams } from 'ra-core';
import type { ResourceDefinition } from './defineResource';
import { byFixedSegments } from './routeOrder';

type Preloadable = ComponentType & { preload?: () => Promise<unknown> };

/** The screens of the resources by path pattern, as App.tsx mounts them. */
export function screenPatterns(resources: ResourceDefinition[]): [string, Preloadable | undefined][] {
  return resources.flatMap(
    ({ name, list, create, edit, show, routes = [] }) =>
      [
        [`/${name}`, list],
        [`/${name}/create`, create],
        ...routes.map(({ path, component }): [string, Preloadable] => [
          path.startsWith('/') ? path : `/${name}/${path}`,
          component,
        ]),
        [`/${name}/:id/show`, show],
        [`/${name}/:id`, edit],
      ] as [string, Preloadable | undefined][],
  );
}

export function preloadScreen(pathname: string, patterns: [string, Preloadable | undefined][]): boolean {
  // Fixed paths first: `/products/collections` is the collections list, not product `:id`;
  // of two alike, the one the app mounts first (src/lib/routeOrder.ts).
  const params = (pattern: string) => pattern.split(':').length;
  const found = [...patterns]
    .sort((a, b) => params(a[0]) - params(b[0]) || byFixedSegments(a[0], b[0]))
    .find(([pattern]) => matchPath({ path: pattern, end: true }, pathname));
  const screen = found?.[1];
  if (!screen?.preload) return false;
  screen.preload().catch(() => undefined);
  return true;
}

/**
 * The first page of the list a start opens, with the parameters its <List> will use: its
 * declared defaults, when neither the URL nor react-admin's stored list state (localStorage
 * `RaStore.<name>.listParams`) says otherwise. Signed out or without a shop, nothing.
 */
export function firstListParams(
  location: { pathname: string; search: string },
  resources: ResourceDefinition[],
  storage: Pick<Storage, 'getItem'>,
): { name: string; params: GetListParams } | undefined {
  const resource = resources.find((r) => `/${r.name}` === location.pathname.replace(/\/$/, ''));
  const defaults = resource?.listDefaults;
  if (!resource || !defaults || location.search.replace('?', '') !== '') return undefined;
  if (storage.getItem(`RaStore.${resource.name}.listParams`) !== null) return undefined;
  return {
    name: resource.name,
    params: { pagination: { page: 1, perPage: defaults.perPage }, sort: defaults.sort, filter: defaults.filter ?? {} },
  };
}
