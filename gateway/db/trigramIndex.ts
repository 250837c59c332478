/**
 * Issue 30 item 3: search by `q` on a real text index. Every searchable table keeps a `search`
 * key (accents removed, lower case: gateway/lib/text.ts) that `q` matches with `LIKE '%q%'`;
 * on PostgreSQL a trigram index (pg_trgm's `gin_trgm_ops`) answers that pattern from the index
 * instead of reading every row of the shop. pg_trgm is a trusted extension (PostgreSQL 13+): the
 * database's owner may create it. Where it cannot be created (an older server, a role without
 * the right), the index is left out and search works as before, through the shop's own index.
 * On SQLite an FTS5 trigram index (addTextIndex below) narrows the rows the same LIKE then checks
 * (gateway/lib/text.ts `containsText`).
 */
import { SqliteAdapter, sql } from 'kysely';
import { isPostgres } from './dialect';
import type { MigrationDb } from './migrationDb';

/** Creates an extension if it can; false when it may not (the migration's transaction goes on). */
async function withExtension(db: MigrationDb, name: 'pg_trgm' | 'btree_gin'): Promise<boolean> {
  await sql`SAVEPOINT extension`.execute(db);
  try {
    await sql.raw(`CREATE EXTENSION IF NOT EXISTS ${name}`).execute(db);
    await sql`RELEASE SAVEPOINT extension`.execute(db);
    return true;
  } catch {
    await sql`ROLLBACK TO SAVEPOINT extension`.execute(db);
    return false;
  }
}
const withTrigrams = (db: MigrationDb) => withExtension(db, 'pg_trgm');

/** `<table>_<column>_trgm`, a GIN trigram index on PostgreSQL; nothing on SQLite. */
export async function addTrigramIndex(db: MigrationDb, table: string, column = 'search'): Promise<void> {
  if (!isPostgres(db) || !(await withTrigrams(db))) return;
  await sql
    .raw(`CREATE INDEX IF NOT EXISTS ${table}_${column}_trgm ON ${table} USING gin (${column} gin_trgm_ops)`)
    .execute(db);
}

/**
 * `<table>_shop_search_trgm`: the trigram index with the shop first, GIN over (shop_id, search)
 * (btree_gin, trusted like pg_trgm), beside `<table>_search_trgm`. With the platform-wide index
 * alone, a shop's search read the trigram entries of every shop's rows: an e-mail's "exa", "com",
 * ".co" are in nearly all 10M orders, so looking up one customer's e-mail read 54,000 index
 * pages (450 ms); scoped by shop it reads 5,600 (45 ms). The platform-wide one stays for a shop
 * that is most of the table (one merchant alone), where the planner finds it cheaper; it picks
 * per query. Where btree_gin cannot be created, nothing is added.
 */
export async function addShopTrigramIndex(db: MigrationDb, table: string, column = 'search'): Promise<void> {
  if (!isPostgres(db) || !(await withTrigrams(db)) || !(await withExtension(db, 'btree_gin'))) return;
  await sql
    .raw(
      `CREATE INDEX IF NOT EXISTS ${table}_shop_${column}_trgm ON ${table} USING gin (shop_id, ${column} gin_trgm_ops)`,
    )
    .execute(db);
}

/**
 * SQLite's text index: an FTS5 table with the trigram tokenizer over `<table>.search`, as
 * external content (it keeps the trigrams, the text stays in the table), named
 * `<table>_search_fts` and kept by triggers, so every write (API, import, seed, clean-up) moves it
 * in its own transaction. It is keyed by the table's rowid, which VACUUM and VACUUM INTO keep
 * (checked on SQLite 3.53). Nothing on PostgreSQL (pg_trgm above serves it).
 */
export async function addTextIndex(db: MigrationDb, table: string): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  const fts = `${table}_search_fts`;
  const statements = [
    `CREATE VIRTUAL TABLE ${fts} USING fts5(search, content='${table}', content_rowid='rowid', tokenize='trigram')`,
    `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
    `CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
       INSERT INTO ${fts}(rowid, search) VALUES (NEW.rowid, NEW.search);
     END`,
    `CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, search) VALUES ('delete', OLD.rowid, OLD.search);
     END`,
    `CREATE TRIGGER ${fts}_update AFTER UPDATE OF search ON ${table} BEGIN
       INSERT INTO ${fts}(${fts}, rowid, search) VALUES ('delete', OLD.rowid, OLD.search);
       INSERT INTO ${fts}(rowid, search) VALUES (NEW.rowid, NEW.search);
     END`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
