/**
 * Every route table of SPEC §7 with its contract: each export of a
 * `resources/<entity>/<entity>.contract.ts` (or of a `<entity>.routes.ts` that still holds
 * its schemas itself) that is a table of routes with schemas. A new table needs no line
 * here; the coverage test then demands a contract case for each of its routes, and the
 * gateway tests (tenancy, fuzz, /openapi.json) walk it.
 */
import { declaredContract } from '../../core/declaredContract';
import type { Declared } from '../../core/resource';
import { isSettings, type DeclaredSettings } from '../../core/settings';
import { settingsContract } from '../../core/settingsContract';
import type { ContractRoute, NamedRoute } from '../../core/route';

const isContractRoute = (value: unknown): value is ContractRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ContractRoute).id === 'string' &&
  typeof (value as ContractRoute).path === 'string' &&
  typeof (value as ContractRoute).method === 'string' &&
  typeof (value as ContractRoute).response === 'object';

const isTable = (value: unknown): value is Record<string, ContractRoute> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every(isContractRoute);

const declarations = Object.values(
  import.meta.glob<Record<string, unknown>>('../../resources/*/*.resource.ts', { eager: true }),
).flatMap((exports) => Object.values(exports));

/** Declared resources (`<entity>.resource.ts`): their CRUD contract is made from the declaration. */
const declared: Declared[] = declarations.filter(
  (value): value is Declared => typeof value === 'object' && value !== null && 'crud' in value && 'fields' in value,
);

/** Declared settings (`declareSettings` in a `<entity>.resource.ts`): their get and update contract likewise. */
const settings: DeclaredSettings[] = declarations.filter(isSettings);

const appTables = {
  ...import.meta.glob<Record<string, unknown>>('../../resources/*/*.routes.ts', { eager: true }),
  ...Object.fromEntries([...declared, ...settings].map((d) => [d.name, { routes: d.routes }])),
};
const modules = {
  ...appTables,
  ...import.meta.glob<Record<string, unknown>>('../../resources/*/*.contract.ts', { eager: true }),
};

const isAppTable = (value: unknown): value is Record<string, NamedRoute> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((r) => typeof r === 'object' && r !== null && 'id' in r && 'method' in r && 'path' in r);

/** The entries the app calls with (its `*.routes.ts` tables), by id: what a contract case must use. */
export const appRoutes: Map<string, NamedRoute> = new Map(
  Object.values(appTables)
    .flatMap((exports) => Object.values(exports))
    .filter(isAppTable)
    .flatMap((table) => Object.values(table).map((r) => [r.id, r] as const)),
);

export const routeTables: Record<string, ContractRoute>[] = [
  ...Object.values(modules)
    .flatMap((exports) => Object.values(exports))
    .filter(isTable),
  ...declared.map((d) => declaredContract(d) as Record<string, ContractRoute>),
  ...settings.map((d) => settingsContract(d) as Record<string, ContractRoute>),
];

/** Each route once: a contract file may name a declared call again (the same object) beside its own calls. */
export const allRoutes: ContractRoute[] = [...new Set(routeTables.flatMap((table) => Object.values(table)))];

/** The tables by name (`shop`, `subfee`, …): a declared table and its hand-written calls together. */
export const tablesByName: Record<string, Record<string, ContractRoute>> = {};
for (const table of routeTables) {
  const name = Object.values(table)[0].id.split('.')[0];
  tablesByName[name] = { ...tablesByName[name], ...table };
}
