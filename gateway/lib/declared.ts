/**
 * The gateway half of a declared resource (core/resource.ts): its table and migration from
 * its fields, the row mapping, and the plain CRUD handlers of SPEC §7 (list with page, limit,
 * sort, order, q and the declared filters; get; create with shop_id and a per-shop bound;
 * update with the version read, 409 with the current record when stale; delete), all scoped
 * to the caller's shop. Rules that are not plain CRUD go in `check` or in hand-written routes.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  declaredContract,
  schemasOf,
  sortFieldsOf,
  type CreatedValues,
  type DeclaredContract,
} from '../../core/declaredContract';
import {
  filterName,
  isJsonField,
  isListField,
  type Field,
  type Fields,
  type RecordMeta,
  type RecordValues,
} from '../../core/fields';
import { pageMax, type Api, type Declared } from '../../core/resource';
import type { ContractRoute } from '../../core/route';
import type { Db } from '../db';
import type { MigrationDb } from '../db/migrationDb';
import { GatewayError, notFound } from './errors';
import { newId, nowIso } from './ids';
import { json } from './json';
import type { GatewayModule, ModuleDeps } from './module';
import { serve, type AuthUser, type RouteHandler } from './serve';
import { containsKey, containsText, isUniqueViolation, TEXT_INDEXED, textKey } from './text';
import { updateVersioned } from './versioned';
import { bodyOfState, recordVersion, recordVersions, restorable } from './history';
import { areaOfMenu, keepInTrash, plainTrash, trashableByDefault } from './trash';
import { countRows, pageRows } from './shopRows';

/** Kysely cannot type a table named at run time: the declaration's own columns are used. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
type Row = Record<string, unknown>;

const SEARCH_KEY_MAX = 200;

const hasSearch = (fields: Fields) => Object.values(fields).some((f) => f.search);
/**
 * The column the search fields' key is kept in, if any (`storage.search: false`: the module's
 * `search` hook finds).
 */
const searchColumn = (d: Declared) => (d.storage.search === false ? undefined : (d.storage.search ?? 'search'));
/** `q` in the search key: on the table's text index when it has one (gateway/lib/text.ts), LIKE otherwise. */
const searchKey = (db: Db, table: string, column: string, q: string) =>
  (TEXT_INDEXED as readonly string[]).includes(table)
    ? containsText(db, table as (typeof TEXT_INDEXED)[number], q, column)
    : containsKey(column, q);
/** A search key is kept in a column of its own, unless `storage.search` names a field (its own text is searched) or is false. */
const keepsSearchKey = (d: Declared) =>
  hasSearch(d.fields) && d.storage.search !== false && !(searchColumn(d)! in d.fields);
/** Whether the table keeps a version and updated_at. */
const versioned = (d: Pick<Declared, 'storage'>) => d.storage.versioned !== false;
/** A create that a unique index refuses (a key taken meanwhile) runs again this many times. */
const CREATE_ATTEMPTS = 3;

/** A group's value as kept: null when every part is blank. */
const groupValue = (value: unknown) =>
  value && typeof value === 'object' && Object.values(value).some((v) => v !== null && v !== undefined && v !== '')
    ? JSON.stringify(value)
    : null;

/** A list of tags (JSON text) holding this one, case ignored. */
function hasTag(column: string, tag: string): Expression<SqlBool> {
  const pattern = `%${JSON.stringify(tag.trim().toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** How a field is kept: JSON text for lists, 1/0 for booleans, numbers, else text. */
export function columnType(field: Field): 'text' | 'double precision' | 'integer' {
  if (field.kind === 'money' || field.kind === 'number') return field.rules?.integer ? 'integer' : 'double precision';
  if (field.kind === 'boolean') return 'integer';
  return 'text';
}

/** The table of a declaration, as its fields are today (a later field comes with a migration of its own). */
async function createTable(db: MigrationDb, d: Declared): Promise<void> {
  let table = db.schema
    .createTable(d.storage.table)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull());
  for (const [name, field] of Object.entries(d.fields)) {
    if (field.detail) continue;
    const kept = field.rules?.required || field.default !== undefined;
    table = table.addColumn(name, columnType(field), (c) => {
      if (isListField(field)) return c.notNull().defaultTo('[]');
      if (field.kind === 'boolean') return c.notNull().defaultTo(field.default ? 1 : 0);
      if ((field.kind === 'money' || field.kind === 'number') && kept) return c.notNull().defaultTo(0);
      return kept ? c.notNull() : c;
    });
  }
  if (keepsSearchKey(d)) table = table.addColumn(searchColumn(d)!, 'text', (c) => c.notNull().defaultTo(''));
  if (versioned(d)) table = table.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0));
  table = table.addColumn('created_at', 'text', (c) => c.notNull());
  if (versioned(d)) table = table.addColumn('updated_at', 'text', (c) => c.notNull());
  await table.execute();
  await db.schema
    .createIndex(`${d.storage.table}_shop`)
    .on(d.storage.table)
    .columns(['shop_id', 'created_at'])
    .execute();
}

/** Rows keep their ids; a new row (none sent) gets one here, so a later save can name it (unless its rows have none). */
const withIds = (rows: unknown) => ((rows ?? []) as Row[]).map((r) => ({ ...r, id: r.id || newId() }));

/**
 * A record's values as the table's columns, with the search key (made from the record as it
 * will be: `current` with `values` over it, when an update sends only some fields).
 */
export function columnsOf<F extends Fields, A extends Api = Api>(
  d: Declared<F, A>,
  values: Partial<RecordValues<F>>,
  current?: Partial<RecordValues<F>>,
): Row {
  const out: Row = {};
  for (const [name, field] of Object.entries(d.fields)) {
    if (field.readOnly || field.detail || !(name in values)) continue;
    const value = (values as Row)[name];
    out[name] =
      field.kind === 'rows'
        ? JSON.stringify(field.ids === false ? (value ?? []) : withIds(value))
        : field.kind === 'group'
          ? groupValue(value)
          : isListField(field)
            ? JSON.stringify(value ?? [])
            : field.kind === 'boolean'
              ? value
                ? 1
                : 0
              : value;
  }
  if (keepsSearchKey(d as unknown as Declared)) {
    const all: Row = { ...current, ...values };
    const words = Object.entries(d.fields)
      .filter(([name, f]) => f.search && typeof all[name] === 'string')
      .map(([name]) => all[name] as string);
    out[searchColumn(d as unknown as Declared)!] = textKey(words.join(' ')).slice(0, SEARCH_KEY_MAX);
  }
  return out;
}

/** A row as the record the calls answer. */
export function recordOf<F extends Fields, A extends Api = Api>(
  d: Declared<F, A>,
  row: Row,
): RecordMeta & RecordValues<F> {
  const out: Row = { ...(d.api.idField ? { [d.api.idField]: row.id } : {}), id: row.id, shop_id: row.shop_id };
  for (const [name, field] of Object.entries(d.fields)) {
    // Answered by a get alone: the module's `detail` hook gives it.
    if (field.detail) continue;
    const value = row[name];
    // A group with a default answers every part: the default's where the record kept none.
    if (field.kind === 'group' && field.default)
      out[name] = { ...field.default, ...json<Row | null>(value as string | null, null) };
    else if (isJsonField(field)) out[name] = json(value as string | null, isListField(field) ? [] : null);
    else if (field.kind === 'boolean') out[name] = Boolean(Number(value));
    else if (field.kind === 'money' || field.kind === 'number') out[name] = value == null ? null : Number(value);
    else out[name] = value ?? null;
  }
  Object.assign(
    out,
    versioned(d)
      ? { version: Number(row.version), created_at: row.created_at, updated_at: row.updated_at }
      : { created_at: row.created_at },
  );
  return out as RecordMeta & RecordValues<F>;
}

/** A shop's records, oldest first (what a rule elsewhere reads: the surcharges a checkout pays). */
export async function readRecords<F extends Fields, A extends Api = Api>(db: Db, d: Declared<F, A>, shopId: string) {
  const rows = await (db as unknown as AnyDb)
    .selectFrom(d.storage.table)
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => recordOf(d, row));
}

/** Rows made by a seed or an import: the values as a create's body would store them. */
export async function insertRecords<F extends Fields, A extends Api = Api>(
  db: Db,
  d: Declared<F, A>,
  shopId: string,
  /** Create bodies: checked and completed as a create's are. */
  records: Record<string, unknown>[],
  at: (i: number) => string = nowIso,
): Promise<void> {
  if (!records.length) return;
  const { body } = schemasOf(d);
  const rows = records.map((r, i) => ({
    id: newId(),
    shop_id: shopId,
    ...columnsOf(d, body.parse(r)),
    created_at: at(i),
    ...(versioned(d) ? { updated_at: at(i) } : {}),
  }));
  await (db as unknown as AnyDb).insertInto(d.storage.table).values(rows).execute();
}

type Rec<F extends Fields> = RecordMeta & RecordValues<F>;
type Crud<F extends Fields, A extends Api> = DeclaredContract<F, A>;
/** A CRUD call served by hand: the call's handler, given the module's deps (its database) too. */
export type HandWritten<R extends ContractRoute> = (
  ctx: Parameters<RouteHandler<R>>[0],
  deps: ModuleDeps,
) => ReturnType<RouteHandler<R>>;

export interface DeclaredModuleOptions<F extends Fields, A extends Api = Api> {
  /**
   * A rule beyond the fields' (unique per shop, in use…): throw a GatewayError to refuse. An
   * update's values are what it sends (with `partialUpdate`, only those).
   */
  check?: (values: RecordValues<F>, ctx: { db: Db; shopId: string; id?: string }) => Promise<void>;
  /** The demo merchant's records (GatewayModule.seed). */
  seed?: GatewayModule['seed'];
  /** The calls of `api.more`, served by hand. */
  routes?: (app: FastifyInstance, deps: ModuleDeps) => void;
  /**
   * A table that existed before its resource was declared keeps the migrations that made it
   * (by name: databases have run them); they replace the generated one. Its columns must be
   * the declared fields' (a column the fields lack is written by `stored`).
   */
  migrations?: GatewayModule['migrations'];
  /**
   * Columns kept beside the fields' (a key a rule reads), from the values being written and,
   * on an update, the record as it was (a key made of fields the update may leave out).
   */
  stored?: (values: RecordValues<F>, current?: Rec<F>) => Record<string, unknown>;
  /**
   * Columns a create stores that need the database (a handle unique in the shop), in the
   * create's transaction; a unique index refusing them (taken meanwhile) runs the create again.
   */
  beforeInsert?: (
    values: RecordValues<F>,
    ctx: { db: Db; shopId: string; id: string },
  ) => Promise<Record<string, unknown>>;
  /**
   * Columns an update stores that need the database (a handle unique in the shop), from what
   * it sends and the record as it was; a unique index refusing them (taken meanwhile) runs the
   * update again.
   */
  beforeUpdate?: (
    values: Partial<RecordValues<F>>,
    ctx: { db: Db; shopId: string; current: Rec<F> },
  ) => Promise<Record<string, unknown>>;
  /**
   * What a create makes once (`api.created`: an access token), in its transaction: the columns
   * kept of it beside the fields' (its hash, who made it), and what the create's answer alone
   * carries (the token itself: no other call answers it).
   */
  created?: (
    values: RecordValues<F>,
    ctx: { db: Db; shopId: string; id: string; user: AuthUser },
  ) => Promise<{ columns?: Record<string, unknown>; answer: CreatedValues<A> }>;
  /** A unique index refused a create or an update: the error to answer (an e-mail already a customer's). */
  uniqueViolation?: () => Error;
  /** What the answers carry beyond the stored columns (counts from other tables, the shop's currency). */
  answered?: (records: Rec<F>[], ctx: { db: Db; shopId: string; config: ModuleDeps['config'] }) => Promise<Rec<F>[]>;
  /** The fields a get alone answers (`detail`: a record's history, kept in another table). */
  detail?: (record: Rec<F>, ctx: { db: Db; shopId: string }) => Promise<Partial<Rec<F>>>;
  /**
   * A table older than its declaration whose columns are not the fields' own (amounts kept in
   * minor units): `read` makes a row the fields' values (and the read-only ones it implies),
   * `write` makes the fields' columns the table's (what it leaves out, a hook writes).
   */
  row?: { read?: (row: Row) => Row; write?: (columns: Row) => Row };
  /** What the list's `q` finds, where it is more than a key column (another table's e-mail, a code's last characters). */
  search?: (q: string, ctx: { db: Db; shopId: string }) => Expression<SqlBool>;
  /**
   * The column a sort reads where it is not the field's own (a key without accents or case), or
   * the columns it reads in turn (a menu's location, then its position).
   */
  sortColumns?: Partial<Record<string, string | readonly string[]>>;
  /** A filter's own condition (a value with a meaning of its own: `parent=root`, the top level), by its name. */
  filters?: Record<string, (value: string) => Expression<SqlBool>>;
  /**
   * A CRUD call served by hand, with the declared contract, where its rule is more than the
   * generic one (a customer's update finds it by e-mail and renames it on its orders).
   */
  serve?: {
    [K in keyof Crud<F, A>]?: Crud<F, A>[K] extends ContractRoute ? HandWritten<Crud<F, A>[K]> : never;
  };
  /**
   * Refuses a delete (a record in use): throw a GatewayError; called with the ids found, in the
   * delete's transaction (where what goes with the records goes too: their children, their links).
   */
  beforeDelete?: (ids: string[], ctx: { db: Db; shopId: string }) => Promise<void>;
  /** More tables of the module holding one shop's rows (what CLEAN-SHOP empties). */
  shopTables?: readonly string[];
  /** Job handlers by channel (GatewayModule.jobs). */
  jobs?: GatewayModule['jobs'];
  /** Spreadsheets of the shop's data download (GatewayModule.sheets). */
  sheets?: GatewayModule['sheets'];
}

/** The gateway module of a declared resource: one line in gateway/modules/index.ts. */
export function declaredModule<F extends Fields, A extends Api>(
  declared: Declared<F, A>,
  options: DeclaredModuleOptions<F, A> = {},
): GatewayModule {
  const d = declared as unknown as Declared<F>;
  const routes = declaredContract(d);
  const { table } = d.storage;
  const sortable = new Set(sortFieldsOf(d.fields));
  const filters = Object.entries(d.fields).filter(([, f]) => f.filter);
  const hand = (options.serve ?? {}) as Record<string, HandWritten<never> | undefined>;
  /** A CRUD call: the hand-written handler where there is one, else the generic one. */
  const serveOne = <R extends ContractRoute>(
    app: FastifyInstance,
    deps: ModuleDeps,
    name: string,
    route: R,
    generic: RouteHandler<R>,
  ) => {
    // A call `api.without` leaves out has no route: nothing to serve.
    const own = hand[name] as HandWritten<R> | undefined;
    if (route) serve(app, deps, route, own ? (ctx) => own(ctx, deps) : generic);
  };
  const unique = <T>(write: () => Promise<T>) =>
    write().catch((error: unknown) => {
      throw options.uniqueViolation && isUniqueViolation(error) ? options.uniqueViolation() : error;
    });

  const fromRow = (row: Row) => recordOf(d, options.row?.read ? options.row.read(row) : row);
  const toRow = (columns: Row) => (options.row?.write ? options.row.write(columns) : columns);

  function serveCrud(app: FastifyInstance, deps: ModuleDeps) {
    const db = deps.db as unknown as AnyDb;
    const answered = async (shopId: string, records: Rec<F>[], from: Db = deps.db) =>
      options.answered ? options.answered(records, { db: from, shopId, config: deps.config }) : records;
    const read = async (shopId: string, id: string, by = 'id', from: Db = deps.db) => {
      const row = await (from as unknown as AnyDb)
        .selectFrom(table)
        .selectAll()
        .where('shop_id', '=', shopId)
        .where(by, '=', id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return fromRow(row);
    };
    /** The record as answered; `from`: read in a transaction (what a version keeps). */
    const one = async (shopId: string, id: string, from: Db = deps.db) =>
      (await answered(shopId, [await read(shopId, id, 'id', from)], from))[0];

    serveOne(app, deps, 'list', routes.list, async ({ query, shopId }) => {
      const q = query as Row & { page: number; limit: number; q?: string; sort?: string; order?: 'asc' | 'desc' };
      let where = db.selectFrom(table).where('shop_id', '=', shopId);
      const search = q.q?.trim();
      if (search && hasSearch(d.fields)) {
        if (options.search) where = where.where(options.search(search, { db: deps.db, shopId }));
        else if (keepsSearchKey(d)) where = where.where(searchKey(deps.db, table, searchColumn(d)!, search));
      }
      const ids = typeof q.ids === 'string' ? q.ids.split(',').filter(Boolean) : [];
      if (ids.length) where = where.where('id', 'in', ids);
      for (const [name, field] of filters) {
        const key = filterName(name, field);
        const value = q[key];
        if (value === undefined || value === '') continue;
        const own = options.filters?.[key];
        if (own) where = where.where(own(String(value)));
        else if (field.kind === 'tags') where = where.where(hasTag(name, String(value)));
        else where = where.where(name, '=', field.kind === 'boolean' ? (value === 'true' ? 1 : 0) : value);
      }
      const sort = q.sort && sortable.has(q.sort) ? q.sort : d.list.sort.field;
      const order = q.order ?? (q.sort ? 'asc' : d.list.sort.order === 'ASC' ? 'asc' : 'desc');
      const columns = [options.sortColumns?.[sort] ?? sort].flat();
      const sorted = columns
        .reduce((query, column) => query.orderBy(column, order), where.selectAll())
        .orderBy('id', order);
      if (d.list.paged === false) {
        // The whole list (a shop has few): at most the largest page.
        const rows = await sorted.limit(pageMax(d)).execute();
        const records = await answered(
          shopId,
          rows.map((r) => fromRow(r)),
        );
        return { data: { [d.api.listKey]: records, total: records.length } };
      }
      const total = await countRows(where);
      // A deferred join (shopRows.ts): deep pages skip index entries, not rows.
      const rows = await pageRows(db.selectFrom(table).selectAll(), where, q, { by: columns, dir: order }).execute();
      const records = await answered(
        shopId,
        rows.map((r) => fromRow(r)),
      );
      return { data: { [d.api.listKey]: records, total: Number(total), page: q.page, limit: q.limit } };
    });

    serveOne(app, deps, 'get', routes.get, async ({ params, shopId }) => {
      const record = await one(shopId, params[d.api.id]);
      return { data: { ...record, ...(await options.detail?.(record, { db: deps.db, shopId })) } };
    });

    const insert = (shopId: string, values: RecordValues<F>, id: string, user: AuthUser) =>
      deps.db.transaction().execute(async (trx) => {
        const t = trx as unknown as AnyDb;
        const bound = d.list.maxPerShop;
        if (bound !== undefined) {
          // Counted in the transaction that inserts: two creates at once cannot both pass the bound.
          const { n } = await t
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('shop_id', '=', shopId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= bound) {
            throw new GatewayError(400, `A shop has at most ${bound} of these.`, { code: 'declared.too_many' });
          }
        }
        await options.check?.(values, { db: trx, shopId });
        const made = await options.created?.(values, { db: trx, shopId, id, user });
        const at = nowIso();
        await t
          .insertInto(table)
          .values({
            id,
            shop_id: shopId,
            ...toRow(columnsOf(d, values)),
            ...options.stored?.(values),
            ...(await options.beforeInsert?.(values, { db: trx, shopId, id })),
            ...made?.columns,
            created_at: at,
            ...(versioned(d) ? { updated_at: at } : {}),
          })
          .execute();
        // Issue 27: its first version, with it (what `created` answers once is no part of it).
        await recordVersion(trx, {
          shopId,
          resource: table,
          recordId: id,
          action: 'create',
          state: await one(shopId, id, trx),
        });
        return made?.answer;
      });

    serveOne(app, deps, 'create', routes.create, async ({ body, shopId, user }) => {
      const values = body as RecordValues<F>;
      const id = newId();
      let made: Record<string, unknown> | undefined;
      for (let attempt = 1; ; attempt++) {
        try {
          made = (await unique(() => insert(shopId, values, id, user))) as Record<string, unknown> | undefined;
          break;
        } catch (error) {
          // A key beforeInsert chose was taken meanwhile: choose again.
          if (!options.beforeInsert || !isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
        }
      }
      // What `api.created` adds, this once (made in the insert's transaction).
      return { data: { ...(await one(shopId, id)), ...made } };
    });

    serveOne(app, deps, 'update', routes.update, async ({ params, body, shopId }) => {
      const { version, ...values } = body as RecordValues<F> & { version?: number };
      // SPEC §7 Pages: the record is named in the body (`idField`), not in the path.
      const idKey = d.api.idField ?? 'id';
      const named = d.api.idInBody ? String((values as Row)[idKey]) : params[d.api.id];
      if (d.api.idInBody) delete (values as Row)[idKey];
      const current = await read(shopId, named, d.api.idInBody ? 'id' : d.api.updateBy);
      await options.check?.(values as RecordValues<F>, { db: deps.db, shopId, id: current.id });
      // In a transaction: the version kept (issue 27) goes with the change.
      const write = () =>
        deps.db.transaction().execute(async (trx) =>
          updateVersioned(
            trx,
            table as 'collections',
            shopId,
            current.id,
            version,
            {
              ...toRow(columnsOf(d, values as Partial<RecordValues<F>>, current)),
              ...options.stored?.(values as RecordValues<F>, current),
              ...(await options.beforeUpdate?.(values as Partial<RecordValues<F>>, { db: trx, shopId, current })),
              updated_at: nowIso(),
            },
            () => one(shopId, current.id, trx),
          ),
        );
      for (let attempt = 1; ; attempt++) {
        try {
          await unique(write);
          break;
        } catch (error) {
          // A key beforeUpdate chose was taken meanwhile: choose again.
          if (!options.beforeUpdate || !isUniqueViolation(error) || attempt >= CREATE_ATTEMPTS) throw error;
        }
      }
      return { data: await one(shopId, current.id) };
    });

    const remove = (shopId: string, ids: string[]) =>
      deps.db.transaction().execute(async (trx) => {
        const t = trx as unknown as AnyDb;
        const rows = await t
          .selectFrom(table)
          .selectAll()
          .where('shop_id', '=', shopId)
          .where('id', 'in', ids)
          .execute();
        const found = rows.map((r) => String(r.id));
        if (!found.length) return found;
        // Issue 27: each record's last state is a "delete" version, with the delete.
        const states = await answered(shopId, rows.map(fromRow), trx);
        // Issue 27 item 3: restorable from the Trash, kept before beforeDelete changes its children.
        await keepInTrash(trx, shopId, table, found);
        await options.beforeDelete?.(found, { db: trx, shopId });
        await t.deleteFrom(table).where('shop_id', '=', shopId).where('id', 'in', found).execute();
        await recordVersions(
          trx,
          states.map((state) => ({ shopId, resource: table, recordId: state.id, action: 'delete' as const, state })),
        );
        return found;
      });
    if ('deleteMany' in routes) {
      serveOne(app, deps, 'deleteMany', routes.deleteMany, async ({ body, shopId }) => ({
        data: { ids: await remove(shopId, (body as { ids: string[] }).ids) },
      }));
    }
    if ('delete' in routes) {
      serveOne(app, deps, 'delete', routes.delete, async ({ params, shopId }) => {
        // Read first where the answer is the record as it was.
        const was = d.api.deleteAnswers === 'record' ? await one(shopId, params[d.api.id]) : undefined;
        const ids = await remove(shopId, [params[d.api.id]]);
        if (!ids.length) throw notFound();
        return { data: was ?? { ids } };
      });
    }
  }

  // Issue 27 item 3: a deleted record is its row in the Trash (unless its module keeps more).
  if ('delete' in routes || 'deleteMany' in routes) trashableByDefault(table, plainTrash(table, areaOfMenu(d.menu)));

  // Issue 27: a version is restored through the record's own update call (its rules, its version check).
  if (routes.update) {
    const idKey = d.api.idField ?? 'id';
    restorable(table, {
      route: routes.update,
      params: (state) => (d.api.idInBody ? {} : { [d.api.id]: String(state[d.api.updateBy ?? 'id']) }),
      body: (state) => ({ ...bodyOfState(state), ...(d.api.idInBody ? { [idKey]: state.id } : {}) }),
    });
  }

  return {
    name: d.table,
    shopTables: [table, ...(options.shopTables ?? [])],
    // A table older than its declaration keeps the migrations that made it (by name: databases have run them).
    migrations: options.migrations ?? {
      [`${d.storage.since}_${d.table}_table`]: { up: (db: MigrationDb) => createTable(db, d as Declared) },
    },
    jobs: options.jobs,
    sheets: options.sheets,
    seed: options.seed,
    routes: (app, deps) => {
      serveCrud(app, deps);
      options.routes?.(app, deps);
    },
  };
}
