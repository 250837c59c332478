/**
 * The one declaration of a resource: its react-admin name, how each data method maps to
 * its route table (SPEC §7), its views and its strings. The dataProvider, the menu and
 * the routes are all built from the list of declarations in resources/index.ts.
 * It lives below the resources and the dataProvider, which both import it: in resources/
 * it made every folder the resources use (the dataProvider, src/lib) import back up.
 */
import type { ComponentType, ReactElement } from 'react';
import type {
  CreateParams,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core';
import type { NamedRoute } from '../../core/route';

/* eslint-disable @typescript-eslint/no-explicit-any */
export type Body = any;
export type PathParams = Record<string, string | number | undefined>;

export type Mapping<P> = {
  route: NamedRoute;
  /** Path parameters; default: the route's one non-shop parameter is the record id. */
  params?: (p: P) => PathParams;
  query?: (p: P) => Record<string, unknown>;
  body?: (p: P) => unknown;
  /** Read the record(s) from the answer; default `body.data`. */
  read?: (answer: Body) => any;
};

export type ListMapping = Omit<Mapping<GetListParams>, 'read'> & {
  /** Read `{ data, total }` from the answer; default `data.<name>` or `data.items`. `meta` reaches useListContext(). */
  read?: (answer: Body) => { data: any[]; total: number; meta?: Record<string, unknown> };
};

export type CrudMappings = {
  getList?: ListMapping;
  getOne?: Mapping<GetOneParams>;
  create?: Mapping<CreateParams>;
  update?: Mapping<UpdateParams>;
  updateMany?: Mapping<UpdateManyParams>;
  delete?: Mapping<DeleteParams>;
  /** SPEC §7 deletes many with the ids in the body. */
  deleteMany?: Mapping<DeleteManyParams>;
};

export type Messages = {
  en: Record<string, unknown>;
  vi: Record<string, unknown>;
};

/**
 * A resource's strings, named lazily (`() => import('./product.i18n').then((m) => m.productMessages)`):
 * the file loads with the resource's first screen (src/lib/areaStrings.tsx), the shell carries
 * only what it shows for the resource (i18n/shell.*.generated.ts, `npm run strings`).
 */
export type MessagesLoader = () => Promise<Messages>;

/** A screen of the resource outside react-admin's four (list, create, edit, show). */
export type ResourceRoute = {
  /** Relative to the resource (`edit/:id`, `bulk-updates`) or absolute (`/setting/blacklist`). */
  path: string;
  component: ComponentType;
  /**
   * Side-menu entry for this screen: label key, group, order. `description`: a one-line
   * i18n key the settings home (/setting) shows under the label on its card.
   */
  menu?: { label: string; group: string; order: number; icon?: ComponentType; description?: string };
  /** Absolute paths only: mounted without the default layout, the screen brings its own (the theme layout). */
  noLayout?: boolean;
  /**
   * The resource whose records the screen shows, when not its own (the orders area's draft
   * screens show `draft_orders`): the screen is mounted in its context, so no view names it.
   */
  resource?: string;
};

export type ResourceDefinition = {
  /** react-admin name, the plural used in URLs (`shops`). */
  name: string;
  /** Where the record's id is; default `id` (the shop gateway answers `_id`). */
  idField?: string;
  crud: CrudMappings;
  /**
   * `resources.<name>` strings: name, fields, and the resource's own messages. Named lazily
   * (a MessagesLoader) they load with the resource's screens; given whole (the shop's, which
   * the shell's own pages show), they come with the shell.
   */
  i18n: Messages | MessagesLoader;
  list?: ComponentType;
  /**
   * The list's own defaults (the `sort` and `perPage` its <List> is given): a start that
   * opens the list asks for its first page with the shell (src/lib/preloadScreen.ts).
   */
  listDefaults?: { sort: { field: string; order: 'ASC' | 'DESC' }; perPage: number; filter?: Record<string, unknown> };
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: string | ((record: RaRecord) => string) | ReactElement;
  /** Side-menu entry: group and order; false hides it. */
  menu?: { group: string; order: number } | false;
  /**
   * More screens: relative paths are mounted under the resource, absolute ones (a
   * resource's screens declared with core/screens.ts: `productScreens.patterns.edit`,
   * `/setting/blacklist`) at the app level in the default layout; either way in the
   * resource's context (or the route's `resource`).
   */
  routes?: ResourceRoute[];
  /**
   * Other resources whose strings this one's screens show (an order names its customer's
   * fields): their strings load with this resource's screens too (src/lib/areaStrings.tsx).
   */
  uses?: string[];
};

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition;

export const withId = (record: Body, idField = 'id'): RaRecord & Body =>
  record && typeof record === 'object' ? { ...record, id: record[idField] ?? record.id } : record;

export type { Identifier };
