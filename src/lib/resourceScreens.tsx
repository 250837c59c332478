/**
 * A resource's screens as routes, each in the context of the resource whose records it
 * shows (its own, or the route's `resource`): no view names its resource. Absolute ones
 * are mounted fixed segments first (routeOrder.ts).
 */
import { ResourceContextProvider } from 'ra-core';
import { Route } from 'react-router-dom';
import type { ResourceDefinition, ResourceRoute } from './defineResource';
import { byFixedSegments } from './routeOrder';

export const screenRoute = (name: string, { path, component: Screen, resource }: ResourceRoute) => (
  <Route
    key={path}
    path={path}
    element={
      <ResourceContextProvider value={resource ?? name}>
        <Screen />
      </ResourceContextProvider>
    }
  />
);

/** The screens at absolute paths, with or without the default layout. */
export const absoluteScreens = (resources: ResourceDefinition[], noLayout: boolean) =>
  resources
    .flatMap(({ name, routes = [] }) => routes.map((route) => ({ name, route })))
    .filter(({ route }) => route.path.startsWith('/') && Boolean(route.noLayout) === noLayout)
    .sort((a, b) => byFixedSegments(a.route.path, b.route.path))
    .map(({ name, route }) => screenRoute(name, route));
