/**
 * Real processes for the crash and graceful-stop tests (issue 28 items 3 and 4): the gateway
 * (`gateway/main.ts`, as `npm run gateway`) and job workers (`gateway/worker.ts`, as `npm run
 * worker`) as child processes on one data folder and database, killed and started again; an
 * HTTP client of the route table; and the database's own integrity check.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { fillPath, type ContractRoute } from '../../core/route';
import { LISTENING_LINE } from '../../gateway/config';
import type { Db } from '../../gateway/db';
import { ROOT } from '../../scripts/spaBuild';
import { freePort } from '../e2e/support/gateway';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Child {
  process: ChildProcess;
  output: () => string;
  /** The exit code, or the signal's name. */
  exited: Promise<number | string>;
  kill: (signal: NodeJS.Signals) => Promise<number | string>;
}

function run(script: string, env: NodeJS.ProcessEnv): Child {
  const full: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The test's own database settings must not leak into a child meant for another one.
  if (!env.DATABASE_URL) delete full.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: full,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return {
    process: child,
    output: () => printed,
    exited,
    kill: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Settings every child gets: the data folder (and database), no demo seed, jobs left to the workers. */
export function childEnv(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { SQLITE_FILE: path.join(dataDir, 'shop.sqlite') }),
    SEED: '0',
    IN_PROCESS_WORKER: '0',
    STATIC_DIR: '/nonexistent',
    CHECK_RESPONSES: '1',
    SCRYPT_LOG_N: '14',
    RATE_LIMITS: '0',
  };
}

export interface GatewayChild extends Child {
  url: string;
}

/** `npm run gateway` on a free port, once it answers /healthz. */
export async function startGatewayChild(env: NodeJS.ProcessEnv): Promise<GatewayChild> {
  const port = await freePort();
  const child = run('gateway/main.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    if (child.process.exitCode !== null) break;
    if (!child.output().includes(LISTENING_LINE)) continue;
    if ((await fetch(`${url}/healthz`).catch(() => undefined))?.ok) return { ...child, url };
  }
  await child.kill('SIGKILL');
  throw new Error(`The gateway did not start:\n${child.output()}`);
}

/** `npm run worker`, once it says it runs. */
export async function startWorkerChild(env: NodeJS.ProcessEnv): Promise<Child> {
  const child = run('gateway/worker.ts', env);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(50)) {
    if (child.output().includes('Job worker running')) return child;
    if (child.process.exitCode !== null) break;
  }
  await child.kill('SIGKILL');
  throw new Error(`The worker did not start:\n${child.output()}`);
}

export interface Answer {
  status: number;
  body: { data?: unknown; [key: string]: unknown };
  headers: Headers;
}

/** One route of the route table over HTTP, as the app calls it. */
export function client(url: string, token?: string) {
  return async (
    route: Pick<ContractRoute, 'method' | 'path'>,
    opts: {
      params?: Record<string, string>;
      body?: unknown;
      query?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> => {
    const query = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
    const res = await fetch(`${url}${fillPath(route.path, opts.params ?? {})}${query}`, {
      method: route.method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, headers: res.headers };
  };
}

/**
 * The database's own check: SQLite's integrity_check (pages, indexes, NOT NULL) and
 * foreign_key_check; on PostgreSQL amcheck over every index of the schema (a B-tree that
 * disagrees with its table), plus whatever the caller recounts.
 */
export async function integrityProblems(db: Db, kind: 'sqlite' | 'postgres'): Promise<string[]> {
  if (kind === 'sqlite') {
    const rows = (await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows;
    const keys = (await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(db)).rows;
    return [...rows.map((r) => r.integrity_check).filter((r) => r !== 'ok'), ...keys.map((k) => JSON.stringify(k))];
  }
  await sql`CREATE EXTENSION IF NOT EXISTS amcheck`.execute(db);
  const indexes = (
    await sql<{ name: string }>`
      SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_am a ON a.oid = c.relam
      WHERE n.nspname = 'public' AND a.amname = 'btree'`.execute(db)
  ).rows;
  const problems: string[] = [];
  for (const { name } of indexes) {
    try {
      await sql`SELECT bt_index_check(${name}::regclass, true)`.execute(db);
    } catch (error) {
      problems.push(`${name}: ${String(error)}`);
    }
  }
  return problems;
}

/** Polls until `done` gives a value (or the time is up). */
export async function waitFor<T>(
  what: string,
  done: () => Promise<T | undefined>,
  limitMs = 120_000,
  context: () => string = () => '',
): Promise<T> {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(50)) {
    const value = await done();
    if (value !== undefined) return value;
  }
  throw new Error(`Timed out waiting for ${what}\n${context()}`);
}

/** A seeded pseudo-random number in [0, 1) (mulberry32): the kill moments differ per case, the same every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Whether a write transaction is open (its rows are invisible to a reader): on SQLite the
 * write lock is taken (BEGIN IMMEDIATE on a connection that does not wait fails); on
 * PostgreSQL a backend holds a transaction id and its statement contains `statement`.
 */
export async function writing(db: Db, kind: 'sqlite' | 'postgres', statement: string, sqliteFile: string) {
  if (kind === 'sqlite') {
    const probe = new SQLite(sqliteFile, { timeout: 0 });
    try {
      probe.exec('BEGIN IMMEDIATE');
      probe.exec('ROLLBACK');
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
      throw error;
    } finally {
      probe.close();
    }
  }
  const rows = await sql`
    SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
    AND backend_xid IS NOT NULL AND query ILIKE ${`%${statement}%`}`.execute(db);
  return rows.rows.length > 0;
}

/** Polls `writing` without pause (an HTTP round trip between polls misses a short transaction). */
export async function waitForWrite(db: Db, kind: 'sqlite' | 'postgres', statement: string, sqliteFile: string) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(2)) {
    if (await writing(db, kind, statement, sqliteFile)) return;
  }
  throw new Error(`No write transaction (${statement}) was seen`);
}
