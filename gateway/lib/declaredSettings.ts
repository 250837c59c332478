/**
 * The gateway half of a declared settings record (core/settings.ts): where it is kept (a table
 * with one row per shop, or one JSON value in key_values), the defaults until the first save,
 * and its get and update handlers, scoped to the caller's shop. A versioned update is refused
 * with 409 and the current settings when stale; the first save makes the row, and two first
 * saves at once do not fail (the second finds the row made, and the version decides).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import { isListField, type Fields, type RecordValues } from '../../core/fields';
import type { Declared } from '../../core/resource';
import {
  settingsDefault,
  writableFields,
  type DeclaredSettings,
  type SettingsRecord,
  type WritableOf,
} from '../../core/settings';
import { settingsContract, settingsSchemasOf } from '../../core/settingsContract';
import type { Db } from '../db';
import type { MigrationDb } from '../db/migrationDb';
import type { ShopTable } from '../db/schema';
import { columnsOf, columnType, recordOf } from './declared';
import { staleWrite } from './errors';
import { nowIso } from './ids';
import { recordVersion, restorable } from './history';
import { json } from './json';
import type { GatewayModule, ModuleDeps } from './module';
import { serve } from './serve';

/** Kysely cannot type a table named at run time: the declaration's own columns are used. */
type AnyDb = Kysely<Record<string, Record<string, unknown>>>;
type Row = Record<string, unknown>;

/**
 * The row mapping of declared resources (gateway/lib/declared.ts) reads a declaration's fields,
 * its answers' id field and its search column: settings have neither of the last two.
 */
const asFields = (fields: Fields) => ({ fields, api: {}, storage: {} }) as unknown as Declared;

const pick = (values: Row, fields: Fields): Row => Object.fromEntries(Object.keys(fields).map((k) => [k, values[k]]));

const defaultsOf = (fields: Fields): Row =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, settingsDefault(f)]));

const storageKey = (d: DeclaredSettings, shopId: string) => `${(d.storage as { key: string }).key}:${shopId}`;

/** A shop's settings as kept, unwrapped, else the defaults: what other rules read (the tax a checkout pays). */
export async function readSettings<D extends DeclaredSettings>(
  db: Db,
  declared: D,
  shopId: string,
): Promise<SettingsRecord<D>> {
  const d = declared as DeclaredSettings;
  const fields = writableFields(d.fields);
  const any = db as unknown as AnyDb;
  if ('key' in d.storage) {
    const row = await any
      .selectFrom('key_values')
      .select('value')
      .where('key', '=', storageKey(d, shopId))
      .executeTakeFirst();
    // What is kept overrides the defaults field by field; a value no longer valid gives way to them all.
    const kept = row ? settingsSchemasOf(d).stored.safeParse(json(row.value as string, null)) : undefined;
    return { ...defaultsOf(fields), ...(kept?.success ? kept.data : {}) } as SettingsRecord<D>;
  }
  const row = await any.selectFrom(d.storage.table).selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  const values = row ? pick(recordOf(asFields(fields), row), fields) : defaultsOf(fields);
  if (d.api.versioned === false) return values as SettingsRecord<D>;
  return {
    shop_id: shopId,
    ...values,
    version: Number(row?.version ?? 0),
    updated_at: (row?.updated_at as string | undefined) ?? null,
  } as SettingsRecord<D>;
}

export interface DeclaredSettingsOptions<F extends Fields> {
  /**
   * A table that existed before its declaration keeps the migrations that made it (by name:
   * databases have run them); `{}` when another module's migration made it. Its columns are
   * shop_id, the fields', updated_at (and version when versioned); others come from `stored`.
   */
  migrations?: GatewayModule['migrations'];
  /** Columns kept beside the fields' when the row is made (an id column equal to the shop id). */
  stored?: (shopId: string) => Row;
  /** A rule beyond the fields': throw a GatewayError to refuse. */
  check?: (values: RecordValues<WritableOf<F>>, ctx: { db: Db; shopId: string }) => Promise<void>;
  /** The values kept, from those sent (words kept once whatever their case). */
  kept?: (values: RecordValues<WritableOf<F>>) => RecordValues<WritableOf<F>>;
  /** The read-only fields' values, computed for each answer (the sales channels' product counts). */
  computed?: (ctx: { db: Db; shopId: string }) => Promise<Row>;
  /** The demo shops' settings (create bodies), kept once: a shop with settings keeps them. */
  seed?: (shop: Selectable<ShopTable>) => Row | undefined;
  /** The calls of `api.more`, served by hand. */
  routes?: (app: FastifyInstance, deps: ModuleDeps) => void;
}

/** The table of new settings: one row per shop. */
async function createTable(db: MigrationDb, table: string, fields: Fields, versioned: boolean): Promise<void> {
  let made = db.schema.createTable(table).addColumn('shop_id', 'text', (c) => c.primaryKey());
  for (const [name, field] of Object.entries(fields)) {
    made = made.addColumn(name, columnType(field), (c) => {
      if (isListField(field)) return c.notNull().defaultTo('[]');
      return field.kind === 'boolean' ? c.notNull().defaultTo(field.default ? 1 : 0) : c;
    });
  }
  if (versioned) made = made.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0));
  await made.addColumn('updated_at', 'text', (c) => c.notNull()).execute();
}

/** The gateway module of a declared settings record: one line in gateway/modules/index.ts. */
export function declaredSettingsModule<F extends Fields, A extends DeclaredSettings<F>['api']>(
  declared: DeclaredSettings<F, A>,
  options: DeclaredSettingsOptions<F> = {},
): GatewayModule {
  const d = declared as unknown as DeclaredSettings;
  const { key, partial } = d.api;
  const versioned = d.api.versioned !== false;
  const fields = writableFields(d.fields);
  const { storage } = d;
  if ('key' in storage && versioned) throw new Error(`${d.table}: settings kept in key_values are not versioned`);
  const calls = settingsContract(d);
  const { form } = settingsSchemasOf(d);
  /** The name its history keeps (the record's id is the shop's). */
  const historyName = 'key' in storage ? d.table : storage.table;
  // A version is restored through the update call, with what it sends (the key's object, or the fields).
  restorable(historyName, {
    route: calls.update,
    params: () => ({}),
    body: (state) => (key ? { [key]: state[key] } : pick(state, fields)),
  });

  /** Writes the shop's row as it first is (the defaults, or the demo's), or the key's value. */
  async function insert(db: AnyDb, shopId: string, values: Row, at: string) {
    if ('key' in storage) {
      const value = JSON.stringify(pick(values, fields));
      await db
        .insertInto('key_values')
        .values({ key: storageKey(d, shopId), value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      return;
    }
    await db
      .insertInto(storage.table)
      .values({
        shop_id: shopId,
        ...options.stored?.(shopId),
        ...columnsOf(asFields(fields), values as never),
        updated_at: at,
      })
      // Made once: another tab's first save may have made it (the version check then decides).
      // Not a caught unique error: on PostgreSQL that would end the save's transaction.
      .onConflict((oc) => oc.column('shop_id').doNothing())
      .execute();
  }

  async function save(db: AnyDb, shopId: string, values: Row, expected: number | undefined, current: () => unknown) {
    const at = nowIso();
    if ('key' in storage) return insert(db, shopId, values, at);
    const columns = columnsOf(asFields(fields), values as never);
    if (!versioned) {
      await db
        .insertInto(storage.table)
        .values({ shop_id: shopId, ...options.stored?.(shopId), ...columns, updated_at: at })
        .onConflict((oc) => oc.column('shop_id').doUpdateSet({ ...columns, updated_at: at }))
        .execute();
      return;
    }
    const made = await db.selectFrom(storage.table).select('shop_id').where('shop_id', '=', shopId).executeTakeFirst();
    if (!made) await insert(db, shopId, defaultsOf(fields), at);
    let update = db
      .updateTable(storage.table)
      .set({ ...columns, version: sql`version + 1`, updated_at: at })
      .where('shop_id', '=', shopId);
    if (expected !== undefined) update = update.where('version', '=', expected);
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw staleWrite(await current());
  }

  function routes(app: FastifyInstance, deps: ModuleDeps) {
    const answer = async (shopId: string, from: Db = deps.db): Promise<Row> => {
      const record = (await readSettings(from, d, shopId)) as Row;
      const computed = (await options.computed?.({ db: from, shopId })) ?? {};
      if (!key) return { ...record, ...computed };
      const { shop_id, version, updated_at, ...values } = record;
      return { [key]: values, ...computed, ...(versioned ? { shop_id, version, updated_at } : {}) };
    };
    serve(app, deps, calls.get, async ({ shopId }) => ({ data: (await answer(shopId)) as never }));
    serve(app, deps, calls.update, async ({ body, shopId }) => {
      const { version, ...rest } = body as Row & { version?: number };
      const sent = (key ? rest[key] : rest) as Row;
      // A partial update changes what it names; the rest is kept as it is.
      const whole = partial
        ? { ...pick((await readSettings(deps.db, d, shopId)) as Row, fields), ...sent }
        : pick(sent, fields);
      const values = options.kept ? (options.kept(whole as never) as Row) : whole;
      await options.check?.(values as never, { db: deps.db, shopId });
      // Issue 27: the settings as saved are a version of the shop's one record, with the save.
      await deps.db.transaction().execute(async (trx) => {
        await save(trx as unknown as AnyDb, shopId, values, version, () => answer(shopId, trx));
        const state = await answer(shopId, trx);
        await recordVersion(trx, { shopId, resource: historyName, recordId: shopId, action: 'update', state });
      });
      return { data: (await answer(shopId)) as never };
    });
    options.routes?.(app, deps);
  }

  const seed = options.seed;
  const tables = 'key' in storage ? [] : [storage.table];
  return {
    name: d.table,
    shopTables: tables,
    migrations:
      options.migrations ??
      ('key' in storage
        ? {}
        : {
            [`${storage.since}_${d.table}_settings`]: {
              up: (db: MigrationDb) => createTable(db, storage.table, fields, versioned),
            },
          }),
    seed: seed
      ? async ({ db, shops }) => {
          for (const shop of shops) {
            const values = seed(shop);
            if (!values) continue;
            if (await hasSettings(db, d, shop.id)) continue;
            await insert(db as unknown as AnyDb, shop.id, form.parse(values) as Row, nowIso());
          }
        }
      : undefined,
    routes,
  };
}

/** Whether a shop has saved (or been given) its settings. */
async function hasSettings(db: Db, d: DeclaredSettings, shopId: string): Promise<boolean> {
  const any = db as unknown as AnyDb;
  const row =
    'key' in d.storage
      ? await any.selectFrom('key_values').select('key').where('key', '=', storageKey(d, shopId)).executeTakeFirst()
      : await any.selectFrom(d.storage.table).select('shop_id').where('shop_id', '=', shopId).executeTakeFirst();
  return row !== undefined;
}
