/**
 * The JSON half of the shop's data download: every shop table not for the merchant's eyes as a
 * spreadsheet, written row by row (keyset pages by id; tables without an id, all small link and
 * counter tables, by offset in a total order), with JSON text columns opened up and every secret
 * left out: a column or setting named like a secret (payment keys, token hashes, passwords,
 * two-step secrets) never enters the file, at any depth.
 */
import type { Db } from '../../db';
import { idPages, PAGE_ROWS } from '../../lib/idPages';
import type { WritePiece } from '../../lib/zipFile';

/** Names of what must never leave: secret_enc, token_hash, token_hint, password_hash, totp_secret, api_key... */
const SECRET = /(^|_)(secret|secrets|password|token|otp|totp)(_|$)|_(hash|enc)$|^(api|private|secret)_?key$/i;

/**
 * Shop tables that are the platform's records, not the shop's data: job files (earlier
 * downloads), kept Idempotency-Key answers, and the outbox (sent mail carries one-time links).
 */
export const NOT_EXPORTED = new Set(['job_files', 'idempotency_keys', 'outbox']);

export const isSecretName = (name: string) => SECRET.test(name);

/** A value as written: secrets dropped at any depth, JSON kept in text columns opened up. */
export function cleanValue(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      return cleanValue(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isSecretName(key))
        .map(([key, v]) => [key, cleanValue(v)]),
    );
  }
  return value;
}

/** Rows of a table without an id column: offset pages ordered by every column (a total order). */
async function* offsetPages(db: Db, table: string, columns: string[], shopId: string) {
  for (let offset = 0; ; offset += PAGE_ROWS) {
    let q = db
      .selectFrom(table as 'outbox')
      .selectAll()
      .where('shop_id', '=', shopId);
    for (const column of columns) q = q.orderBy(column as 'id');
    const rows = (await q.limit(PAGE_ROWS).offset(offset).execute()) as Record<string, unknown>[];
    if (rows.length) yield rows;
    if (rows.length < PAGE_ROWS) return;
  }
}

/** Writes one table as a JSON array, a row a line; answers the row count. */
export async function writeTableJson(
  db: Db,
  table: string,
  columns: string[],
  shopId: string,
  write: WritePiece,
  onPage: () => Promise<void>,
): Promise<number> {
  const pages = columns.includes('id') ? idPages(db, table, shopId) : offsetPages(db, table, columns, shopId);
  let rows = 0;
  await write('[');
  for await (const page of pages) {
    for (const row of page) {
      await write(`${rows ? ',' : ''}\n${JSON.stringify(cleanValue(row))}`);
      rows += 1;
    }
    await onPage();
  }
  await write(rows ? '\n]\n' : ']\n');
  return rows;
}

/** The shop's own settings kept in key_values (`<name>:<shop id>`), by name. */
export async function shopSettings(db: Db, shopId: string): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('key_values').select(['key', 'value']).where('key', 'like', `%:${shopId}`).execute();
  const suffix = `:${shopId}`;
  const kept = rows.filter((r) => r.key.endsWith(suffix) && !isSecretName(r.key.slice(0, -suffix.length)));
  return Object.fromEntries(kept.map((r) => [r.key.slice(0, -suffix.length), cleanValue(r.value)]));
}
