/**
 * Issue 27 item 3: Trash. A delete keeps, in its own transaction, what bringing the record
 * back takes (its row and its children's rows: a snapshot); for TRASH_DAYS a merchant can
 * restore it, same id, then a job purges it. Each resource says how through a hook: a
 * declared resource gets `plainTrash` (its row) from declared.ts, products and collections
 * register their own (gateway/modules/trash). The table and the calls: gateway/modules/trash.
 */
import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../core/validation';
import { TRASH_DAYS } from '../../resources/trash/trash.areas';
import type { Db } from '../db';
import { GatewayError } from './errors';
import { authorOf } from './history';
import { newId, nowIso } from './ids';
import { json } from './json';

export { TRASH_DAYS };
export const TRASH_MS = TRASH_DAYS * 86_400_000;

/** The values a restore may be given instead of the record's own, when another record took them. */
export type Replacements = Partial<Record<'handle' | 'sku', string>>;

export interface Kept {
  id: string;
  /** What the Trash screen names it by (its title or name). */
  title: string;
  /** JSON-able: its row and its children's rows. */
  snapshot: unknown;
}

export interface TrashHook {
  /** The Trash screen's tab it is listed under (products, collections, online_store, settings…). */
  area: string;
  /** Reads what restoring needs, in the delete's transaction and before the delete. */
  keep(db: Db, shopId: string, ids: string[]): Promise<Kept[]>;
  /**
   * Writes the record and its children back (same id) in the restore's transaction, with the
   * replacements; answers its state for its history. A taken handle or SKU: `taken`.
   */
  restore(db: Db, shopId: string, snapshot: unknown, replace: Replacements): Promise<unknown>;
}

const hooks = new Map<string, TrashHook>();
const fallbacks = new Map<string, TrashHook>();

/** A resource's own hook (products, collections): it wins over the plain one. */
export function trashable(resource: string, hook: TrashHook): void {
  hooks.set(resource, hook);
}

/** The plain hook declared.ts gives every declared resource (used unless the resource has its own). */
export function trashableByDefault(resource: string, hook: TrashHook): void {
  fallbacks.set(resource, hook);
}

export const trashHookOf = (resource: string) => hooks.get(resource) ?? fallbacks.get(resource);

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Keeps the records about to be deleted in the Trash: call it in the delete's transaction,
 * before the delete (their children are still there). A resource without a hook keeps nothing.
 */
export async function keepInTrash(db: Db, shopId: string, resource: string, ids: string[]): Promise<void> {
  const hook = trashHookOf(resource);
  if (!hook || !ids.length) return;
  const kept = await hook.keep(db, shopId, ids);
  const author = await authorOf(db);
  const at = nowIso();
  for (const k of kept) {
    await (db as unknown as AnyDb)
      .insertInto('trash_items')
      .values({
        id: newId(),
        shop_id: shopId,
        resource,
        area: hook.area,
        record_id: k.id,
        title: k.title.slice(0, 500),
        author_id: author.id,
        author_name: author.name,
        deleted_at: at,
        snapshot: JSON.stringify(k.snapshot),
      })
      .execute();
  }
}

/** English for API users (resources.trash.taken in the app's strings). */
const TAKEN_MESSAGE = 'is already used by another record.';

/** 409 naming the fields whose value another record now has: the restore asks for new ones. */
export function taken(fields: (keyof Replacements)[]) {
  const errors: FieldErrors = Object.fromEntries(fields.map((f) => [f, { message: 'resources.trash.taken' }]));
  return new GatewayError(409, 'Another record now uses this value: choose a new one.', {
    code: 'trash.taken',
    errors,
    messages: Object.fromEntries(fields.map((f) => [f, TAKEN_MESSAGE])),
  });
}

/** A declared resource's Trash tab: its menu's area (`catalogue` is products', `online-store` online_store). */
export function areaOfMenu(menu: { group: string } | false | undefined): string {
  const group = menu ? menu.group : 'settings';
  return ({ catalogue: 'products', 'online-store': 'online_store' } as Record<string, string>)[group] ?? group;
}

/** What a kept row's title is: its title, name or key, else its id. */
export const titleOf = (row: Record<string, unknown>) =>
  String(row.title ?? row.name ?? row.key ?? row.code ?? row.id ?? '');

/** Whether another row of the shop's table has this value in this column. */
export async function usedBy(db: Db, table: string, shopId: string, column: string, value: unknown, id: string) {
  if (value === null || value === undefined || value === '') return false;
  const row = await (db as unknown as AnyDb)
    .selectFrom(table)
    .select('id')
    .where('shop_id', '=', shopId)
    .where(column, '=', value)
    .where('id', '!=', id)
    .executeTakeFirst();
  return Boolean(row);
}

/** Rows of the shop's table by id. */
export const rowsOf = (db: Db, table: string, shopId: string, ids: string[]) =>
  (db as unknown as AnyDb).selectFrom(table).selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute();

/**
 * A declared resource's hook: its row, back as it was (a handle another row took meanwhile:
 * `taken`, or the replacement). Its children, if a `beforeDelete` removed any, do not come back.
 */
export function plainTrash(table: string, area: string): TrashHook {
  return {
    area,
    keep: async (db, shopId, ids) =>
      (await rowsOf(db, table, shopId, ids)).map((row) => ({ id: String(row.id), title: titleOf(row), snapshot: row })),
    async restore(db, shopId, snapshot, replace) {
      const row: Record<string, unknown> = { ...(snapshot as Record<string, unknown>), shop_id: shopId };
      if ('handle' in row && replace.handle) row.handle = replace.handle;
      if ('handle' in row && (await usedBy(db, table, shopId, 'handle', row.handle, String(row.id)))) {
        throw taken(['handle']);
      }
      await (db as unknown as AnyDb).insertInto(table).values(row).execute();
      return row;
    },
  };
}

export const snapshotOf = (text: string) => json<unknown>(text, null);
