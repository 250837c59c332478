/**
 * Backup and restore (issue 28 item 5): one folder holds a consistent copy of the database
 * and every object of the store, with a manifest that lists each file, its size and SHA-256,
 * and what the copy holds (counts of shops, users, products, customers and orders).
 *
 * - SQLite: `VACUUM INTO` writes the copy inside one read transaction, so writes going on
 *   meanwhile are either wholly in it or not at all; the counts are read from the copy.
 * - PostgreSQL: a REPEATABLE READ transaction exports its snapshot; `pg_dump --snapshot`
 *   dumps exactly that state and the counts are read in the same transaction.
 * - Objects: through the S3 API (the embedded store or a real bucket, gateway/storage),
 *   each under `objects/<key>` with its content type.
 *
 * Restore checks every checksum first, refuses a data folder or database that is not empty,
 * then brings the database and the objects back. The secrets (JWT, payment key) live in the
 * database, so a restored copy signs in and reads payment settings as the original did;
 * keep backups as private as the database itself.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { GatewayConfig } from '../config';
import { withStoreClient } from '../storage/storeClient';

const run = promisify(execFile);

export const MANIFEST = 'manifest.json';
const FORMAT = 1;
/** The tables the manifest counts: what a drill checks after a restore. */
const COUNTED = ['users', 'shops', 'products', 'customers', 'orders'] as const;

export interface ManifestFile {
  path: string;
  bytes: number;
  sha256: string;
  contentType?: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  database: { kind: 'sqlite' | 'postgres'; file: string };
  counts: Record<(typeof COUNTED)[number], number>;
  /** Objects of the store by key, with their content type. */
  objects: { key: string; file: string; contentType?: string }[];
  files: ManifestFile[];
  seconds: number;
}

type Config = Pick<GatewayConfig, 'databaseUrl' | 'sqliteFile' | 'storage' | 'dataDir'>;

const sha256 = (file: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });

/** pg_dump / pg_restore: on PATH (Debian's wrappers) or in PostgreSQL's own folder. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  for (const dir of ['/usr/bin', '/usr/local/bin']) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', name))) return path.join(root, v, 'bin', name);
  return name;
}

async function backupSqlite(sqliteFile: string, target: string) {
  const { default: SQLite } = await import('better-sqlite3');
  const source = new SQLite(sqliteFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The copy of the database failed its integrity check: ${String(check)}`);
    return Object.fromEntries(
      COUNTED.map((t) => [t, (copy.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
    ) as Manifest['counts'];
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, target: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const counts = {} as Manifest['counts'];
    for (const t of COUNTED) counts[t] = Number((await client.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
    await run(pgTool('pg_dump'), ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${target}`, url], {
      maxBuffer: 16 * 1024 * 1024,
    });
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end();
  }
}

async function backupObjects(config: Config, out: string): Promise<Manifest['objects']> {
  const objects: Manifest['objects'] = [];
  await withStoreClient(config.storage, null, async (client, bucket) => {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const { Key: key } of page.Contents ?? []) {
        if (!key) continue;
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const file = path.posix.join('objects', ...key.split('/').map(encodeURIComponent));
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), await answer.Body!.transformToByteArray());
        objects.push({ key, file, ...(answer.ContentType ? { contentType: answer.ContentType } : {}) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  });
  return objects;
}

/** A consistent copy of the database and the object store into `out` (a new or empty folder). */
export async function backup(config: Config, out: string): Promise<Manifest> {
  const started = Date.now();
  if (existsSync(out) && readdirSync(out).length) throw new Error(`${out} is not empty: back up into a new folder.`);
  mkdirSync(out, { recursive: true });
  const kind = config.databaseUrl ? 'postgres' : 'sqlite';
  const dbFile = kind === 'postgres' ? 'shop.pgdump' : 'shop.sqlite';
  const counts =
    kind === 'postgres'
      ? await backupPostgres(config.databaseUrl!, path.join(out, dbFile))
      : await backupSqlite(config.sqliteFile, path.join(out, dbFile));
  const objects = await backupObjects(config, out);
  const files: ManifestFile[] = [];
  for (const file of [dbFile, ...objects.map((o) => o.file)])
    files.push({ path: file, bytes: statSync(path.join(out, file)).size, sha256: await sha256(path.join(out, file)) });
  const manifest: Manifest = {
    format: FORMAT,
    createdAt: new Date(started).toISOString(),
    database: { kind, file: dbFile },
    counts,
    objects,
    files,
    seconds: (Date.now() - started) / 1000,
  };
  writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of a backup folder, every file checked against its size and checksum. */
export async function verifyBackup(from: string): Promise<Manifest> {
  const manifestFile = path.join(from, MANIFEST);
  if (!existsSync(manifestFile)) throw new Error(`${from} has no ${MANIFEST}: it is not a backup folder.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT)
    throw new Error(`Backup format ${manifest.format} is not known (expected ${FORMAT}).`);
  for (const file of manifest.files) {
    const full = path.join(from, file.path);
    if (!existsSync(full)) throw new Error(`The backup lacks ${file.path}.`);
    if (statSync(full).size !== file.bytes || (await sha256(full)) !== file.sha256)
      throw new Error(`${file.path} does not match its checksum: the backup is damaged.`);
  }
  return manifest;
}

async function postgresIsEmpty(url: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    return Number(rows[0].n) === 0;
  } finally {
    await client.end();
  }
}

/** Brings a checked backup back into an empty data folder (and an empty PostgreSQL database). */
export async function restore(from: string, config: Config): Promise<Manifest> {
  const manifest = await verifyBackup(from);
  const wantsPostgres = manifest.database.kind === 'postgres';
  if (wantsPostgres !== !!config.databaseUrl)
    throw new Error(
      wantsPostgres
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This backup is of a SQLite database: unset DATABASE_URL to restore it into the data folder.',
    );
  if (wantsPostgres) {
    if (!(await postgresIsEmpty(config.databaseUrl!)))
      throw new Error('The database of DATABASE_URL is not empty: restore into a new database.');
  } else if (existsSync(config.sqliteFile))
    throw new Error(`${config.sqliteFile} exists: restore into an empty folder.`);
  if (config.storage?.kind === 'embedded' && existsSync(config.storage.dir) && readdirSync(config.storage.dir).length)
    throw new Error(`${config.storage.dir} is not empty: restore into an empty folder.`);

  const dbFile = path.join(from, manifest.database.file);
  if (wantsPostgres)
    await run(
      pgTool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', '-d', config.databaseUrl!, dbFile],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  else {
    mkdirSync(path.dirname(config.sqliteFile), { recursive: true });
    await copyFile(dbFile, config.sqliteFile);
  }
  await withStoreClient(config.storage, null, async (client, bucket) => {
    for (const object of manifest.objects)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: object.key,
          Body: readFileSync(path.join(from, object.file)),
          ...(object.contentType ? { ContentType: object.contentType } : {}),
        }),
      );
  });
  return manifest;
}
