/**
 * Issue 16: the request path's shortcuts keep their answers. A query compiled once
 * (gateway/lib/prepared.ts) binds each call's values on both databases and refuses a query
 * whose shape depends on them; a verified token is kept by its text, yet still expires and
 * is never taken for a token of another secret.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { prepared } from '../../gateway/lib/prepared';
import { signToken, verifyToken } from '../../gateway/lib/jwt';
import { openTestDatabase, type TestDatabase } from './harness';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db, modules);
  await database.db
    .insertInto('key_values')
    .values([
      { key: 'a', value: 'one' },
      { key: 'b', value: 'two' },
    ])
    .execute();
});
afterAll(() => database?.drop());

describe('prepared', () => {
  const byKey = prepared(2, (db, key: string, other: string) =>
    db
      .selectFrom('key_values')
      .select(['key', 'value'])
      .where((eb) => eb.or([eb('key', '=', key), eb('key', '=', other)]))
      .orderBy('key'),
  );

  it('runs with the values of each call, in their places', async () => {
    expect(await byKey(database.db, 'a', 'zzz')).toEqual([{ key: 'a', value: 'one' }]);
    expect(await byKey(database.db, 'zzz', 'b')).toEqual([{ key: 'b', value: 'two' }]);
    expect(await byKey(database.db, 'b', 'a')).toEqual([
      { key: 'a', value: 'one' },
      { key: 'b', value: 'two' },
    ]);
  });

  it("runs inside a transaction with the transaction's connection", async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx.insertInto('key_values').values({ key: 'c', value: 'three' }).execute();
      expect(await byKey(trx, 'c', 'zzz')).toEqual([{ key: 'c', value: 'three' }]);
      await trx.deleteFrom('key_values').where('key', '=', 'c').execute();
    });
    expect(await byKey(database.db, 'c', 'zzz')).toEqual([]);
  });

  it('refuses a query in which a value is not exactly one parameter', async () => {
    const unused = prepared(1, (db, _key: string) => db.selectFrom('key_values').select('key'));
    await expect(unused(database.db, 'a')).rejects.toThrow(/not one parameter/);
    const twice = prepared(1, (db, key: string) =>
      db.selectFrom('key_values').select('key').where('key', '=', key).where('value', '<>', key),
    );
    await expect(twice(database.db, 'a')).rejects.toThrow(/not one parameter/);
  });
});

describe('verifyToken keeps what it verified', () => {
  const secret = 'a-secret-of-the-test-a-secret-of-the-test';

  it('answers the same claims every time, and none once the token has expired', () => {
    const now = Date.now();
    const { token, claims } = signToken(secret, 'user-1', 60, now);
    expect(verifyToken(secret, token, now)).toEqual(claims);
    expect(verifyToken(secret, token, now + 1000)).toEqual(claims);
    expect(verifyToken(secret, token, now + 61_000)).toBeUndefined();
  });

  it('does not take a token verified with one secret for one of another secret', () => {
    const { token } = signToken(secret, 'user-2', 60);
    expect(verifyToken(secret, token)?.sub).toBe('user-2');
    expect(verifyToken('another-secret-another-secret-another', token)).toBeUndefined();
  });

  it('keeps nothing for a token whose signature is wrong', () => {
    const { token } = signToken(secret, 'user-3', 60);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyToken(secret, forged)).toBeUndefined();
    expect(verifyToken(secret, forged)).toBeUndefined();
    expect(verifyToken(secret, token)?.sub).toBe('user-3');
  });
});
