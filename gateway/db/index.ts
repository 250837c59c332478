/**
 * Opens the database (SQLite file by default, PostgreSQL with DATABASE_URL) and migrates it
 * with the platform's migrations and those of the modules it is given: it imports no module,
 * so the infrastructure depends on no feature.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { GatewayConfig } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';

type BetterSqlite = import('better-sqlite3').Database;
type Statement = import('better-sqlite3').Statement;

export type Db = Kysely<Database>;
/** A transaction is a Kysely of the same database: helpers take either. */
export type Trx = Kysely<Database>;
export type DbKind = 'sqlite' | 'postgres';

export async function openDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'sqliteFile'>,
): Promise<{ db: Db; kind: DbKind }> {
  if (config.databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  const { default: SQLite } = await import('better-sqlite3');
  if (config.sqliteFile !== ':memory:') mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
  const sqlite = new SQLite(config.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) }),
    kind: 'sqlite',
  };
}

/** How many prepared statements are kept (the gateway's queries are a few hundred shapes). */
const STATEMENTS_KEPT = 1000;

/**
 * Statements prepared once and reused: Kysely's SQLite driver prepares every query anew,
 * which costs more than running a small one. Keyed by the SQL text (values are bound
 * parameters); a statement still iterating (a stream) is not shared, a fresh one is made.
 */
export function reusingStatements(sqlite: BetterSqlite) {
  const kept = new Map<string, Statement>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(sqlText: string): Statement {
      const found = kept.get(sqlText);
      if (found && !found.busy) return found;
      const statement: Statement = sqlite.prepare(sqlText);
      if (!found) {
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** What migrating asks of a module (gateway/lib/module.ts's GatewayModule has both). */
export interface MigratingModule {
  name: string;
  migrations?: Record<string, Migration>;
}

/** The platform's migrations and every given module's, keyed by name (names are unique across modules). */
export function allMigrations(modules: readonly MigratingModule[]): Record<string, Migration> {
  const fromModules: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (fromModules[name]) throw new Error(`Migration ${name} is declared twice (module ${module.name})`);
      fromModules[name] = migration;
    }
  }
  return { ...migrations, ...fromModules };
}

/**
 * Runs what has not run yet, in name order across the platform and the modules
 * (gateway/modules/index.ts's list, handed in by main.ts, worker.ts and the tests).
 */
export async function migrate(db: Db, modules: readonly MigratingModule[]): Promise<void> {
  const provider = { getMigrations: async () => allMigrations(modules) };
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
