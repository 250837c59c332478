/**
 * Which database a connection speaks to, for the few statements written twice (triggers,
 * upserts that lock, arrays): one test of the adapter, and one way to run a dialect's list
 * of raw statements (the counters' and rollups' triggers).
 */
import { PostgresAdapter, sql, type QueryExecutorProvider } from 'kysely';

export const isPostgres = (db: QueryExecutorProvider): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Runs the statements written for this connection's database, in order. */
export async function runForDialect(
  db: QueryExecutorProvider,
  statements: { sqlite: readonly string[]; postgres: readonly string[] },
): Promise<void> {
  for (const statement of isPostgres(db) ? statements.postgres : statements.sqlite)
    await sql.raw(statement).execute(db);
}
