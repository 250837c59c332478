/**
 * A write that finds its data held by another write for longer than the database waits
 * (SQLite's busy_timeout; PostgreSQL's deadlock victim, serialization failure, lock timeout) is
 * answered 503 with Retry-After and code db_busy, never a 500: the transaction was rolled back,
 * nothing was written, and the same request then goes through (gateway/lib/errors.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import { isContention } from '../../gateway/lib/errors';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { Gateway, testConfig } from './harness';

describe.runIf(!process.env.TEST_DATABASE_URL)('SQLite: a write while another connection holds the lock', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'db-busy-'));
  const sqliteFile = path.join(dir, 'busy.sqlite');
  let gw: Gateway;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db } = await openDatabase({ sqliteFile }));
    await migrate(db, modules);
    const config = testConfig({ sqliteFile, dataDir: dir });
    const app = await buildApp({ config, db });
    await app.ready();
    gw = new Gateway(app, db, 'sqlite', config);
    close = async () => {
      await app.close();
      await db.destroy();
    };
  });
  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 db_busy with Retry-After once busy_timeout runs out; nothing is written; sent again, it is created', async () => {
    const account = await gw.account();
    const shop = (await gw.createShop(account.token))._id;
    const create = () =>
      gw.call(productRoutes.create, {
        token: account.token,
        params: { shop },
        body: { title: 'Linen lamp', price: 12, status: 'active' },
      });
    const holder = new SQLite(sqliteFile);
    holder.exec('BEGIN IMMEDIATE');
    const busy = await create();
    holder.exec('ROLLBACK');
    holder.close();
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', code: 'db_busy' });
    const none = await gw.call(productRoutes.list, { token: account.token, params: { shop } });
    expect(none.json().data.total).toBe(0);
    expect((await create()).statusCode).toBe(201);
  }, 20_000);
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('PostgreSQL: the errors that mean contention', () => {
  it('a real deadlock victim (40P01) and lock timeout (55P03) are contention; a unique violation is not', async () => {
    const { default: pg } = await import('pg');
    const url = process.env.TEST_DATABASE_URL!;
    const [a, b] = [new pg.Client(url), new pg.Client(url)];
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('DROP TABLE IF EXISTS busy_probe; CREATE TABLE busy_probe (id int primary key, n int)');
      await a.query('INSERT INTO busy_probe VALUES (1, 0), (2, 0)');
      await a.query('BEGIN');
      await b.query('BEGIN');
      await a.query('UPDATE busy_probe SET n = 1 WHERE id = 1');
      await b.query('UPDATE busy_probe SET n = 1 WHERE id = 2');
      const results = await Promise.allSettled([
        a.query('UPDATE busy_probe SET n = 2 WHERE id = 2'),
        b.query('UPDATE busy_probe SET n = 2 WHERE id = 1'),
      ]);
      const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { code: string }] : []));
      expect(failed.map((e) => e.code)).toEqual(['40P01']);
      expect(isContention(failed[0])).toBe(true);
      await a.query('ROLLBACK');
      await b.query('ROLLBACK');
      await a.query('BEGIN');
      await a.query('UPDATE busy_probe SET n = 3 WHERE id = 1');
      await b.query("SET lock_timeout = '50ms'");
      const timedOut = await b.query('UPDATE busy_probe SET n = 4 WHERE id = 1').catch((e: unknown) => e);
      expect((timedOut as { code: string }).code).toBe('55P03');
      expect(isContention(timedOut)).toBe(true);
      await a.query('ROLLBACK');
      const duplicate = await a.query('INSERT INTO busy_probe VALUES (1, 0)').catch((e: unknown) => e);
      expect(isContention(duplicate)).toBe(false);
      await a.query('DROP TABLE busy_probe');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });
});
