/**
 * Id lists of any length in SQL. SQLite takes at most 32,766 bound values per statement
 * and PostgreSQL 65,535, so a list the caller sizes (an export of 40,000 chosen orders)
 * never becomes one `in (?, ?, …)`: writes go in chunks, and a filter that must stay one
 * query (sorted, paged) binds the whole list as one JSON value.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { MigrationDb } from '../db/migrationDb';

/** Splits a list into chunks, so `in (...)` lists stay under the drivers' parameter limits. */
export function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Lists up to this length are bound value by value (planners like them best). */
export const PLAIN_IN_MAX = 500;

/**
 * `column in (ids)` with one bound value whatever the length: SQLite reads a JSON array
 * with json_each, PostgreSQL a text array. An empty list matches nothing.
 */
export function inList(db: MigrationDb, column: string, ids: readonly string[]): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  if (!ids.length) return sql<SqlBool>`1 = 0`;
  if (ids.length <= PLAIN_IN_MAX) return sql<SqlBool>`${ref} in (${sql.join(ids.map((id) => sql.val(id)))})`;
  if (isPostgres(db)) return sql<SqlBool>`${ref} = any(cast(${[...ids]} as text[]))`;
  return sql<SqlBool>`${ref} in (select value from json_each(${JSON.stringify(ids)}))`;
}

/** Runs `work` once per chunk of ids and concatenates the answers. */
export async function perChunk<T, R>(
  ids: readonly T[],
  work: (part: T[]) => Promise<R[]>,
  size = PLAIN_IN_MAX,
): Promise<R[]> {
  const out: R[] = [];
  for (const part of chunks([...ids], size)) out.push(...(await work(part)));
  return out;
}
