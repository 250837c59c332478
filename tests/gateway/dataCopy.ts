/**
 * The generator's PostgreSQL bulk path (issue 30 item 1): rows go to the database with `COPY …
 * FROM STDIN` (pg-copy-streams) on one connection of their own whose
 * `session_replication_role = replica` turns the tables' triggers off, so nothing per row runs
 * but the indexes. The loader then counts the maintained totals once (rebuildOrderTotals). The
 * rows are buffered per table and sent a buffer at a time. Needs a role that may set
 * session_replication_role (a superuser, as scripts/with-postgres.sh makes).
 */
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { GeneratedTable, RowWriter } from './dataGen';

/** One value in COPY's text format: \N for null, the four escapes a text value needs. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  return String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
}

/** The COPY text of rows: one line each, the columns in `columns`' order. */
export function copyText(rows: object[], columns: string[]): string {
  let out = '';
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    out += columns.map((c) => copyValue(record[c])).join('\t') + '\n';
  }
  return out;
}

export interface CopyWriter {
  write: RowWriter;
  /** Sends what is buffered. */
  flush(): Promise<void>;
  /** Flushes and closes the connection. */
  end(): Promise<void>;
  /** Rows sent so far. */
  readonly rows: number;
}

/** A writer that COPYs to `databaseUrl` with the triggers off, `bufferRows` rows of a table at a time. */
export async function copyWriter(databaseUrl: string, bufferRows = 20_000): Promise<CopyWriter> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('SET session_replication_role = replica');
  const buffers = new Map<GeneratedTable, object[]>();
  let sent = 0;
  const send = async (table: GeneratedTable) => {
    const rows = buffers.get(table) ?? [];
    if (!rows.length) return;
    buffers.set(table, []);
    const columns = Object.keys(rows[0]);
    const statement = `COPY ${table} (${columns.join(', ')}) FROM STDIN`;
    await pipeline(Readable.from([copyText(rows, columns)]), client.query(copyFrom(statement)));
    sent += rows.length;
  };
  const flush = async () => {
    for (const table of buffers.keys()) await send(table);
  };
  return {
    async write(table, rows) {
      const buffer = buffers.get(table) ?? [];
      for (const row of rows) buffer.push(row);
      buffers.set(table, buffer);
      if (buffer.length >= bufferRows) await send(table);
    },
    flush,
    async end() {
      await flush();
      await client.end();
    },
    get rows() {
      return sent;
    },
  };
}
