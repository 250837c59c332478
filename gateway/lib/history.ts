/**
 * Issue 27: every change has a history. The generic write paths (declared.ts, versioned.ts,
 * a hand-written delete) call `recordVersion` in the transaction of the change, so a resource
 * gets its history with no code of its own. Who wrote it comes from the request (`serve` runs
 * every handler in `actorScope`); secrets are stripped by name before anything is kept.
 * The table and its calls belong to gateway/modules/history.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContractRoute } from '../../core/route';
import type { Db } from '../db';
import type { MigrationDb } from '../db/migrationDb';
import { newId, nowIso } from './ids';

export type VersionAction = 'create' | 'update' | 'delete' | 'restore';

/** A row of record_versions: one version of a shop's record (written here, read by activity.ts and the history calls). */
export interface RecordVersionRow {
  id: string;
  shop_id: string;
  /** The record's table: `products`, `subfees`… */
  resource: string;
  record_id: string;
  /** 1, 2, 3… per record, in the order its changes were written. */
  version: number;
  /** create, update, delete or restore. */
  action: string;
  /** The user's id, `app:<id>` for a private app, null for the platform (a job). */
  author_id: string | null;
  author_name: string;
  /** The screen's path the app sent (X-Source), or "api". */
  source: string;
  at: string;
  /** JSON: the record as its calls answered it then, without secrets. */
  state: string;
}

/** Who is writing: the signed-in user or a private app, from which screen (or "api"). */
export interface Actor {
  userId?: string;
  /** A private app's token (its id and name): the author is the app. */
  app?: { id: string; name: string };
  source: string;
  /** Set while a restore replays a version through the resource's own update call. */
  restoring?: boolean;
  /** The author's display name, read once per request. */
  name?: string;
}

const actors = new AsyncLocalStorage<Actor>();

/**
 * Marks the update a restore replays (history.module.ts injects it into the app): a header
 * holding a secret of this process, so no client can mark its own update a restore.
 */
export const RESTORE_HEADER = 'x-history-restore';
export const RESTORE_MARK = randomBytes(16).toString('hex');

/** Runs a request's handler with its author known to the writes it makes. */
export function actorScope<T>(actor: Actor, run: () => T): T {
  return actors.run(actor, run);
}

/** Whether a request is the update a restore replays. */
export const isRestore = (header: unknown) => header === RESTORE_MARK;

/** Longest source kept (a screen path). */
export const SOURCE_MAX = 200;

/** The source of a request: the screen the app names in X-Source, else "api" (a script, a private app). */
export function sourceOf(header: unknown, app: boolean): string {
  if (app || typeof header !== 'string' || !header.trim()) return 'api';
  return header.trim().slice(0, SOURCE_MAX);
}

/**
 * Fields never kept in a version, whatever the resource: keys, passwords, tokens and their
 * hashes or sealed forms. A name is a secret when one of its `_`-separated words is listed.
 */
export const SECRET_WORDS = ['password', 'secret', 'token', 'enc', 'hash', 'apikey', 'otp', 'totp'] as const;
const SECRET_NAMES = new Set(['api_key', 'private_key', 'secret_key', 'access_key', 'client_secret', 'recovery_codes']);

export const isSecretName = (name: string) =>
  SECRET_NAMES.has(name.toLowerCase()) ||
  name
    .toLowerCase()
    .split(/[_-]/)
    .some((word) => (SECRET_WORDS as readonly string[]).includes(word));

/** Kept only for the database's own use: never part of a record's state. */
const BOOKKEEPING = new Set(['search', 'shop_id']);

/** A record's state as kept: JSON without secrets (at any depth) and bookkeeping columns. */
export function keptState(value: unknown, depth = 0): unknown {
  if (Array.isArray(value)) return value.map((v) => keptState(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !isSecretName(k) && !(depth === 0 && BOOKKEEPING.has(k)))
        .map(([k, v]) => [k, keptState(v, depth + 1)]),
    );
  }
  return value;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** The author of the write under way (Trash names who deleted with it). */
export async function authorOf(db: Db): Promise<{ id: string | null; name: string; source: string }> {
  const actor = actors.getStore();
  if (!actor) return { id: null, name: '', source: 'system' };
  if (actor.app) return { id: `app:${actor.app.id}`, name: actor.app.name, source: actor.source };
  if (actor.userId && actor.name === undefined) {
    const user = await db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'email'])
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    actor.name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  }
  return { id: actor.userId ?? null, name: actor.name ?? '', source: actor.source };
}

export interface VersionInput {
  shopId: string;
  /** The record's table (what the history calls name it by). */
  resource: string;
  recordId: string;
  action: VersionAction;
  /** The record as its calls answer it (after the change; before it, for a delete). */
  state: unknown;
}

/**
 * Keeps one version of a record: call it in the transaction of the change, after the write
 * (which holds the record's row lock, so concurrent writes of one record number in order).
 */
export async function recordVersion(db: Db, input: VersionInput): Promise<void> {
  const t = db as unknown as AnyDb;
  const author = await authorOf(db);
  const { last } = await t
    .selectFrom('record_versions')
    .select((eb) => eb.fn.max('version').as('last'))
    .where('shop_id', '=', input.shopId)
    .where('resource', '=', input.resource)
    .where('record_id', '=', input.recordId)
    .executeTakeFirstOrThrow();
  const restoring = actors.getStore()?.restoring && input.action === 'update';
  await t
    .insertInto('record_versions')
    .values({
      id: newId(),
      shop_id: input.shopId,
      resource: input.resource,
      record_id: input.recordId,
      version: Number(last ?? 0) + 1,
      action: restoring ? 'restore' : input.action,
      author_id: author.id,
      author_name: author.name,
      source: author.source,
      at: nowIso(),
      state: JSON.stringify(keptState(input.state) ?? null),
    })
    .execute();
}

/** Versions of several records at once (a delete of many), in the same transaction. */
export async function recordVersions(db: Db, inputs: VersionInput[]): Promise<void> {
  for (const input of inputs) await recordVersion(db, input);
}

/** The record a hand-written write changes, and how (its state is read by the write's caller). */
export type VersionTarget = Omit<VersionInput, 'state'>;

/**
 * A hand-written write with its version (issue 27), for the writes that go through neither the
 * declared handlers nor `updateVersioned`: `write`, then the record's state read through the
 * same transaction (before the write, for a delete) kept as a version. Joins the caller's
 * transaction when given one; a write that throws keeps nothing.
 */
export async function keptWrite<T>(
  db: Db,
  target: VersionTarget,
  write: (trx: Db) => Promise<T>,
  state: (trx: Db) => Promise<unknown>,
): Promise<T> {
  const run = async (trx: Db) => {
    const before = target.action === 'delete' ? await state(trx) : undefined;
    const written = await write(trx);
    await recordVersion(trx, { ...target, state: target.action === 'delete' ? before : await state(trx) });
    return written;
  };
  return inTransaction(db, run);
}

/** Runs `run` in the caller's transaction, or in a new one (Kysely cannot open one inside another). */
export const inTransaction = <T>(db: Db, run: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? run(db) : db.transaction().execute(run);

/**
 * How a resource's version is restored: through its own update call (its validation, its
 * version check), with the path parameters and body made from the kept state.
 */
export interface Restorer {
  route: ContractRoute;
  params: (state: Record<string, unknown>) => Record<string, string>;
  body: (state: Record<string, unknown>) => Record<string, unknown>;
}

const restorers = new Map<string, Restorer>();

/** Declares how a resource's versions are restored (declared.ts does it for every declared resource). */
export function restorable(resource: string, restorer: Restorer): void {
  restorers.set(resource, restorer);
}

export const restorerOf = (resource: string) => restorers.get(resource);

/** What a record's state carries that no update body takes. */
export const META_FIELDS = ['id', '_id', 'shop_id', 'version', 'created_at', 'updated_at'];

/** The update body a kept state makes (the schema drops what the update does not take). */
export const bodyOfState = (state: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(state).filter(([k]) => !META_FIELDS.includes(k)));

/** The table's migration (the history module owns it). */
export async function createVersionsTable(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('record_versions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('api'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .execute();
  // One number per version of a record: two writers can never both take it.
  await db.schema
    .createIndex('record_versions_record')
    .unique()
    .on('record_versions')
    .columns(['shop_id', 'resource', 'record_id', 'version'])
    .execute();
  // The shop's activity, newest first (issue 27 item 4).
  await db.schema.createIndex('record_versions_shop_at').on('record_versions').columns(['shop_id', 'at']).execute();
}
