/**
 * Issue 30 item 5: the reads that tolerate replica lag (analytics and the dashboard, the
 * several-shops overview, exports and the shop's data download) take `readDb`; everything
 * else, every write and every read a write depends on, takes the primary `db`.
 *
 * `readDb` is a second pool on DATABASE_READ_URL (a PostgreSQL streaming replica) when it is
 * set, else the primary itself. Either way it refuses writes (a Kysely plugin): a write path
 * handed `readDb` by mistake fails in every test on SQLite and PostgreSQL, not only on the day
 * it meets a real replica (which would refuse it with "cannot execute … in a read-only transaction").
 */
import {
  Kysely,
  PostgresDialect,
  RawNode,
  SelectQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { GatewayConfig } from '../config';
import type { Db } from './index';
import type { Database } from './schema';

export class ReadOnlyError extends Error {}

/** Lets selects (and raw SQL, which it cannot read) through; an insert, update or delete throws before it is sent. */
export class ReadOnlyPlugin implements KyselyPlugin {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(node) || RawNode.is(node)) return node;
    throw new ReadOnlyError(`readDb is for reads; a write (${node.kind}) belongs on the primary db`);
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

const readOnly = (db: Db): Db => db.withPlugin(new ReadOnlyPlugin());

export interface ReadDatabase {
  readDb: Db;
  /** Whether reads go to a replica (DATABASE_READ_URL), not the primary. */
  replica: boolean;
  /** Ends the replica's pool; the primary's is left to its owner. */
  close(): Promise<void>;
}

export async function openReadDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'databaseReadUrl'>,
  db: Db,
): Promise<ReadDatabase> {
  if (!config.databaseReadUrl) return { readDb: readOnly(db), replica: false, close: async () => {} };
  if (!config.databaseUrl)
    throw new Error('DATABASE_READ_URL names a PostgreSQL replica: set DATABASE_URL to its primary too');
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: config.databaseReadUrl, max: 10 });
  const replica = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { readDb: readOnly(replica), replica: true, close: () => replica.destroy() };
}
