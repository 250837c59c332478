/**
 * Issue 30 item 3: search by `q` on a real text index. Every searchable table keeps a `search`
 * key (accents removed, lower case: gateway/lib/text.ts) that `q` matches with `LIKE '%q%'`;
 * on PostgreSQL a trigram index (pg_trgm's `gin_trgm_ops`) answers that pattern from the index
 * instead of reading every row of the shop. pg_trgm is a trusted extension (PostgreSQL 13+): the
 * database's owner may create it. Where it cannot be created (an older server, a role without
 * the right), the index is left out and search works as before, through the shop's own index.
 * SQLite has no such index for LIKE (README: "Search at size").
 */
import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from './migrationDb';

/** Creates pg_trgm if it can; false when it may not (the migration's transaction goes on). */
async function withTrigrams(db: MigrationDb): Promise<boolean> {
  await sql`SAVEPOINT trigrams`.execute(db);
  try {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`RELEASE SAVEPOINT trigrams`.execute(db);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT trigrams`.execute(db);
    return false;
  }
}

/** `<table>_<column>_trgm`, a GIN trigram index on PostgreSQL; nothing on SQLite. */
export async function addTrigramIndex(db: MigrationDb, table: string, column = 'search'): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter) || !(await withTrigrams(db))) return;
  await sql
    .raw(`CREATE INDEX IF NOT EXISTS ${table}_${column}_trgm ON ${table} USING gin (${column} gin_trgm_ops)`)
    .execute(db);
}
