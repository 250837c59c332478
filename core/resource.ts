/**
 * A declared resource: one plain-data declaration (no zod, no React) from which come its
 * SPEC §7 calls (the route table here), their contract (core/declaredContract.ts), the
 * gateway's table, migration and handlers (gateway/lib/declared.ts), and the list, create
 * and edit screens at its SPEC §2 paths (src/components/declared/). The shell imports it for
 * the menu and the dataProvider, the gateway for everything else: a plain resource is this
 * declaration and its strings.
 */
import { defineRoutes, type NamedRoute, type RoutePath } from './route';
import type { Fields, RecordMeta, RecordValues } from './fields';
import { screens, type Screens } from './screens';

export interface Messages {
  en: Record<string, unknown>;
  vi: Record<string, unknown>;
}

/** Strings named lazily (`() => import('./subfee.i18n').then((m) => m.subfeeMessages)`): they load with the screens. */
export type Strings = Messages | (() => Promise<Messages>);

/** SPEC §7: where a declared resource's calls go. */
export interface Api {
  /** `/order/api/{shop}/subfee`: create, and (with `/{id}`) get, update, delete. */
  base: string;
  /** What the list path adds to `base` (SPEC §7 may end it with a slash). */
  list?: string;
  /** The path parameter naming the record (`subfee_id`). */
  id: string;
  /** The list answer's key: `data.<listKey>`. */
  listKey: string;
  /** `many`: DELETE `base` with `{ ids }` in the body; `one`: DELETE `base/{id}`, no body; `none`: no delete call. */
  delete: 'many' | 'one' | 'none';
  /** What a delete answers: the ids deleted (default), or, deleting `one`, the record as it was. */
  deleteAnswers?: 'ids' | 'record';
  /** The answers also carry the id under this name (`_id`, the shop gateway's habit); the app reads it there. */
  idField?: string;
  /** A create's body names the shop (`shop_id`, SPEC §7's habit); false where SPEC §7 leaves it out. */
  addShopId?: boolean;
  /** An update may send any subset of the fields: those it leaves out stay as they are. */
  partialUpdate?: boolean;
  /**
   * The field whose current value names the record in an update's path, where SPEC §7 names
   * it so (Customer `PUT /{email}`): the app sends the value it read, the gateway finds by it.
   */
  updateBy?: string;
  /**
   * An update is a PUT to `base` naming the record in its body, under `idField` (SPEC §7
   * Pages: "PUT with a body"): the app sends the declared fields, the id and the version.
   */
  idInBody?: boolean;
  /**
   * More calls under `base` that are not plain CRUD (a surcharge's checkout): paths relative
   * to `base`; their contract and handler are hand-written where their rule lives.
   */
  more?: Record<string, RoutePath>;
  /** CRUD calls SPEC §7 does not have (a domain is never read alone nor edited): no route, handler or screen. */
  without?: readonly ('get' | 'update' | 'delete')[];
  /**
   * What a create's answer carries beyond the record, this once: made by the gateway module's
   * `created` hook, never kept nor answered again (an access token, kept only as its hash).
   */
  created?: Fields;
  /** A CRUD call's route id where the table named it otherwise before it was declared (`create: 'add'`: `domain.add`). */
  ids?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany', string>>;
}

export interface ResourceDeclaration<F extends Fields = Fields, A extends Api = Api> {
  /** react-admin name: the plural used in strings (`resources.subfees`) and caches. */
  name: string;
  /** The route table's name: routes are `<table>.list`, `<table>.get`, …; the migration is named after it too. */
  table: string;
  /** SPEC §2 base path: the list there, `create` and `edit/{id}` (see `paths`) under it. */
  path: string;
  /** Screen patterns under `path` when SPEC §2 names them otherwise (`:id` for a menu's editor). */
  paths?: { create?: string; edit?: string };
  api: A;
  fields: F;
  /** The table the gateway keeps the records in, and the day its migration was written (YYYYMMDD). */
  storage: {
    table: string;
    since: string;
    /**
     * The column the search fields' key is kept in (default `search`; a table older than its
     * declaration may name another). A field's name: that field's own text is searched, no key kept;
     * false: none, the gateway module's `search` hook finds.
     */
    search?: string | false;
    /**
     * false: the table keeps no version and no updated_at (records a merchant never edits, an
     * update is not among their calls): the answers carry created_at alone.
     */
    versioned?: false;
  };
  /** The list's defaults, and how many records a shop may have (also the largest page). */
  list: {
    sort: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    /** No bound when absent (a table that never had one): then `page.max` is the largest page. */
    maxPerShop?: number;
    /** The gateway's page when a call names none (default `perPage`), and its largest (default `maxPerShop`). */
    page?: { default?: number; max?: number };
    /** The most ids one bulk call takes (default the largest page). */
    bulkMax?: number;
    /** The list also takes `ids` (comma-separated): those records only. */
    ids?: boolean;
    /** false: the list answers all the shop's records at once, `{ <listKey>, total }`, and takes no page or limit. */
    paged?: false;
  };
  /** Side-menu entry (label key, group, order, settings-home description key); false: none. */
  menu: { label: string; group: string; order: number; description?: string } | false;
  /** `resources.<name>` strings, English and Vietnamese (src/lib/defineResource.ts `i18n`). */
  strings: Strings;
  /** Other resources whose strings the screens show (a reference's records). */
  uses?: string[];
  /**
   * Where a save goes (default: back to the list): after a create, to the new record's edit
   * screen (`edit`); after an edit, nowhere (`false`: the form stays open).
   */
  redirect?: { create?: 'list' | 'edit'; edit?: 'list' | false };
}

/** SPEC §7 deletes with the ids in the body (`many`) or one record at its path (`one`). */
type DeleteRoute<D> = D extends 'many'
  ? { deleteMany: NamedRoute }
  : D extends 'one'
    ? { delete: NamedRoute }
    : Record<never, never>;

/** Omit over each member of a union (a delete is one call or another). */
export type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The CRUD calls `api.without` leaves out (its `delete` names `deleteMany` too). */
export type Without<A extends Api> = A extends { without: readonly (infer W extends string)[] }
  ? W | (W extends 'delete' ? 'deleteMany' : never)
  : never;

/** The plain CRUD calls of a declared resource (the gateway serves them generically). */
export type CrudRoutes<A extends Api = Api> = OmitEach<
  {
    list: NamedRoute;
    get: NamedRoute;
    create: NamedRoute;
    update: NamedRoute;
  } & DeleteRoute<A['delete']>,
  Without<A>
>;

/** Its calls: the CRUD ones and those of `api.more`. */
export type DeclaredRoutes<A extends Api = Api> = CrudRoutes<A> & { [P in keyof A['more']]: NamedRoute };

export type Declared<F extends Fields = Fields, A extends Api = Api> = ResourceDeclaration<F, A> & {
  routes: DeclaredRoutes<A>;
  /** The CRUD calls alone. */
  crud: CrudRoutes<A>;
  /** The screens' paths (SPEC §2): the list at `path`, `create` and `edit` under it. */
  screens: Screens<{ create: 'create'; edit: 'edit/:id' }>;
};

/** The largest page the gateway serves (SPEC §7 `limit`). */
export const pageMax = (d: Pick<ResourceDeclaration, 'list'>) => d.list.page?.max ?? d.list.maxPerShop ?? 500;
/** The most ids one bulk call takes. */
export const bulkMax = (d: Pick<ResourceDeclaration, 'list'>) => d.list.bulkMax ?? pageMax(d);

/** A record of a declared resource, as its calls answer it. */
export type DeclaredRecord<D> = D extends { fields: infer F extends Fields } ? RecordMeta & RecordValues<F> : never;

/** The calls a declaration makes: SPEC §7 CRUD under its base path. */
function crudOf(d: ResourceDeclaration): CrudRoutes {
  const one = `${d.api.base}/{${d.api.id}}`;
  const routes: Record<string, RoutePath> = {
    list: { method: 'GET', path: `${d.api.base}${d.api.list ?? ''}` },
    get: { method: 'GET', path: one },
    create: {
      method: 'POST',
      path: d.api.base,
      ...(d.api.addShopId === false ? {} : { addShopId: true }),
      // No Idempotency-Key (issue 28) where the answer carries a one-time secret (`created`):
      // a kept answer would store it for 24 hours; a second record made by a retry can be removed.
      ...(d.api.created ? { idempotent: false } : {}),
    },
    update: { method: 'PUT', path: d.api.idInBody ? d.api.base : one, versioned: true },
  };
  if (d.api.delete === 'many') routes.deleteMany = { method: 'DELETE', path: d.api.base };
  else if (d.api.delete === 'one') routes.delete = { method: 'DELETE', path: one, bodyKind: 'none' };
  for (const left of d.api.without ?? [])
    delete routes[left === 'delete' ? (d.api.delete === 'many' ? 'deleteMany' : 'delete') : left];
  const named = defineRoutes<Record<never, never>>()(d.table, routes) as Record<string, NamedRoute>;
  // A call the table named otherwise keeps its id (`domain.add`), under its CRUD name.
  for (const [call, id] of Object.entries(d.api.ids ?? {}))
    if (named[call]) named[call] = { ...named[call], id: `${d.table}.${id}` };
  return named as unknown as CrudRoutes;
}

export function declareResource<const F extends Fields, const A extends Api>(
  declaration: ResourceDeclaration<F, A>,
): Declared<F, A> {
  const create: string = declaration.paths?.create ?? 'create';
  const edit: string = declaration.paths?.edit ?? 'edit/:id';
  const crud = crudOf(declaration as unknown as ResourceDeclaration);
  const more = Object.fromEntries(
    Object.entries(declaration.api.more ?? {}).map(([name, r]) => [
      name,
      { ...r, path: `${declaration.api.base}${r.path}` },
    ]),
  );
  return {
    ...declaration,
    crud: crud as unknown as CrudRoutes<A>,
    routes: {
      ...crud,
      ...defineRoutes<Record<never, never>>()(declaration.table, more),
    } as unknown as DeclaredRoutes<A>,
    // Whatever its pattern, the edit screen's parameter is `:id`.
    screens: screens(declaration.path, { create, edit }) as unknown as Screens<{ create: 'create'; edit: 'edit/:id' }>,
  };
}
