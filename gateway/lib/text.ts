/**
 * Text helpers shared by the modules: search keys that are the same on SQLite
 * and PostgreSQL (SQLite's lower() only folds ASCII, so keys are made in JS), LIKE
 * patterns, handles unique per shop, and the unique-index error of both databases.
 */
import { SqliteAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { removeAccents, slugify } from '../../core/slug';

/** 'Bát Tràng' -> 'bat trang': what search and A-Z sorting compare. */
export const textKey = (text: string) => removeAccents(text).toLowerCase().trim();

/** `column LIKE '%q%'` on a key column, with q's own % and _ taken literally. */
export function containsKey(column: string, q: string): Expression<SqlBool> {
  const pattern = `%${textKey(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** Tables whose `search` key has an FTS5 trigram index on SQLite (addTextIndex, in their modules' migrations). */
export const TEXT_INDEXED = ['customers', 'orders', 'products'] as const;

/**
 * `q` in a table's search key, on its text index: on SQLite, for q of 3+ characters, the rows the
 * FTS5 trigram index finds (a phrase of q's trigrams: every row that holds q, read from the index,
 * not from the shop's rows), checked by the same LIKE, so the answer is LIKE's to the row; shorter
 * q has no trigram and is LIKE alone. PostgreSQL's LIKE reads its pg_trgm index itself.
 */
export function containsText(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: (typeof TEXT_INDEXED)[number],
  q: string,
  column = `${table}.search`,
): Expression<SqlBool> {
  const like = containsKey(column, q);
  const key = textKey(q);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || [...key].length < 3) return like;
  const fts = sql.table(`${table}_search_fts`);
  const phrase = `"${key.replace(/"/g, '""')}"`;
  return sql<SqlBool>`(${sql.ref(`${table}.rowid`)} in (select rowid from ${fts} where ${fts} match ${phrase}) and ${like})`;
}

/** `column LIKE 'q%'`, literal. */
export function startsWithText(column: string, prefix: string): Expression<SqlBool> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
}

/** SQLite and PostgreSQL words for a unique index refusing a row. */
export const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint|duplicate key value/i.test(error instanceof Error ? error.message : String(error));

/**
 * Handles for new rows: slugify(title), then -2, -3, ... past the handles already taken
 * (`taken` is filled as it goes, so one batch never repeats a handle).
 */
export function nextHandle(title: string, taken: Set<string>, fallback: string): string {
  const base = (slugify(title) || fallback).slice(0, 100);
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(handle)) {
      taken.add(handle);
      return handle;
    }
  }
}

/** Above this many distinct slugs, takenHandles reads the table's handles once (`all`) instead of a query each. */
const HANDLE_QUERIES_MAX = 50;

/**
 * Handles in use that a title's slug could collide with (the slug itself or slug-N). One query a
 * slug; a bulk caller (an import of 100,000 products) passes `all`, the shop's handles read at once,
 * and the same set is picked from them: a handle that is a slug or starts with a slug and '-'.
 */
export async function takenHandles(
  query: (base: string) => Promise<{ handle: string }[]>,
  titles: string[],
  fallback: string,
  all?: () => Promise<{ handle: string }[]>,
): Promise<Set<string>> {
  const taken = new Set<string>();
  const bases = new Set(titles.map((t) => (slugify(t) || fallback).slice(0, 100)));
  if (all && bases.size > HANDLE_QUERIES_MAX) {
    for (const { handle } of await all()) {
      if (bases.has(handle)) taken.add(handle);
      else
        for (let dash = handle.indexOf('-'); dash > 0; dash = handle.indexOf('-', dash + 1))
          if (bases.has(handle.slice(0, dash))) {
            taken.add(handle);
            break;
          }
    }
    return taken;
  }
  for (const base of bases) for (const row of await query(base)) taken.add(row.handle);
  return taken;
}

/** `handle = base OR handle LIKE 'base-%'` for takenHandles. */
export const handleLike = (base: string) => startsWithText('handle', `${base}-`);

/** Tags trimmed, without empty ones and without repeats whatever their case (the first spelling wins). */
export function uniqueTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}
