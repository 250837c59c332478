/**
 * Every route table of SPEC §7: each export of `resources/<entity>/<entity>.routes.ts`
 * that is a table. A new table needs no line here; the coverage test then demands a
 * contract case for each of its routes.
 */
import type { NamedRoute } from '../../core/route';

const isRoute = (value: unknown): value is NamedRoute =>
  typeof value === 'object' && value !== null && 'id' in value && 'method' in value && 'path' in value;

export const routeTables: Record<string, NamedRoute>[] = Object.values(
  import.meta.glob<Record<string, unknown>>('../../resources/*/*.routes.ts', { eager: true }),
)
  .flatMap((exports) => Object.values(exports))
  .filter(
    (table): table is Record<string, NamedRoute> =>
      typeof table === 'object' &&
      table !== null &&
      Object.keys(table).length > 0 &&
      Object.values(table).every(isRoute),
  );

export const allRoutes: NamedRoute[] = routeTables.flatMap((table) => Object.values(table));
