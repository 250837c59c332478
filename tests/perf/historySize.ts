/**
 * Sizes read by historyStorage.bench.ts: the whole database, record_versions with its indexes
 * (SQLite's dbstat table, PostgreSQL's pg_total_relation_size), and the JSON the versions keep,
 * beside what keeping only each version's changed fields would take.
 */
import { sql } from 'kysely';
import type { Db, DbKind } from '../../gateway/db';

const num = (v: unknown) => Number(v ?? 0);

/** The database's bytes (SQLite after a WAL checkpoint: pages in the file). */
export async function databaseBytes(db: Db, kind: DbKind): Promise<number> {
  if (kind === 'postgres') {
    const { rows } = await sql<{ bytes: string }>`SELECT pg_database_size(current_database()) AS bytes`.execute(db);
    return num(rows[0]?.bytes);
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const { rows: count } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
  const { rows: size } = await sql<{ page_size: number }>`PRAGMA page_size`.execute(db);
  return num(count[0]?.page_count) * num(size[0]?.page_size);
}

/** record_versions' rows and bytes on disk, its indexes included, and each part's bytes (table, indexes, TOAST). */
export async function versionsBytes(
  db: Db,
  kind: DbKind,
): Promise<{ rows: number; bytes: number; parts: Record<string, number> }> {
  const { count } = await db
    .selectFrom('record_versions')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  if (kind === 'postgres') {
    const { rows } = await sql<{ total: string; heap: string; indexes: string }>`
      SELECT pg_total_relation_size('record_versions') AS total,
             pg_relation_size('record_versions') AS heap,
             pg_indexes_size('record_versions') AS indexes`.execute(db);
    const [total, heap, indexes] = [rows[0]?.total, rows[0]?.heap, rows[0]?.indexes].map(num);
    const parts = { table: heap, indexes, 'TOAST and maps': total - heap - indexes };
    return { rows: num(count), bytes: total, parts };
  }
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  const { rows } = await sql<{ name: string; bytes: number }>`
    SELECT name, SUM(pgsize) AS bytes FROM dbstat
    WHERE name IN (SELECT name FROM sqlite_master WHERE tbl_name = 'record_versions')
    GROUP BY name`.execute(db);
  const parts = Object.fromEntries(rows.map((r) => [r.name, num(r.bytes)]));
  return { rows: num(count), bytes: rows.reduce((sum, r) => sum + num(r.bytes), 0), parts };
}

interface Kept {
  versions: number;
  stateBytes: number;
  diffBytes: number;
}

/** The kept JSON, whole (as stored) and as field diffs (a record's first version whole, then the fields changed). */
export async function keptBytes(db: Db): Promise<Kept & { byResource: Record<string, Kept> }> {
  const rows = await db
    .selectFrom('record_versions')
    .select(['resource', 'record_id', 'version', 'state'])
    .orderBy('resource')
    .orderBy('record_id')
    .orderBy('version')
    .execute();
  const total: Kept = { versions: 0, stateBytes: 0, diffBytes: 0 };
  const byResource: Record<string, Kept> = {};
  let previous: { key: string; state: Record<string, unknown> } | undefined;
  for (const row of rows) {
    const key = `${row.resource}/${row.record_id}`;
    const state = JSON.parse(row.state) as Record<string, unknown>;
    const bytes = Buffer.byteLength(row.state);
    const diff =
      previous?.key === key && state && typeof state === 'object'
        ? Object.fromEntries(
            Object.entries(state).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(previous?.state?.[k])),
          )
        : state;
    const diffBytes = diff === state ? bytes : Buffer.byteLength(JSON.stringify(diff));
    for (const kept of [total, (byResource[row.resource] ??= { versions: 0, stateBytes: 0, diffBytes: 0 })]) {
      kept.versions++;
      kept.stateBytes += bytes;
      kept.diffBytes += diffBytes;
    }
    previous = { key, state };
  }
  return { ...total, byResource };
}
