/**
 * Issue 30 item 5: the lag-tolerant reads' database (gateway/db/readDb.ts) refuses writes on
 * either database, with or without a replica, so a write path handed `readDb` fails here and
 * in every test that runs it, before a real replica would refuse it in production.
 */
import { describe, expect, it } from 'vitest';
import { openReadDatabase, ReadOnlyError } from '../../gateway/db/readDb';
import { buildModuleDeps } from '../../gateway/server';
import { testConfig, useGateway } from './harness';

const gw = useGateway();

describe('readDb', () => {
  it('reads the primary when no replica is named, and refuses inserts, updates and deletes before sending them', async () => {
    const { readDb, replica } = await openReadDatabase({}, gw.db);
    expect(replica).toBe(false);
    const key = `read-only-${Date.now()}`;
    await gw.db.insertInto('key_values').values({ key, value: 'primary' }).execute();
    expect(await readDb.selectFrom('key_values').select('value').where('key', '=', key).execute()).toEqual([
      { value: 'primary' },
    ]);

    await expect(
      readDb
        .insertInto('key_values')
        .values({ key: `${key}-2`, value: 'x' })
        .execute(),
    ).rejects.toThrow(ReadOnlyError);
    await expect(readDb.updateTable('key_values').set({ value: 'x' }).where('key', '=', key).execute()).rejects.toThrow(
      ReadOnlyError,
    );
    await expect(readDb.deleteFrom('key_values').where('key', '=', key).execute()).rejects.toThrow(ReadOnlyError);
    const rows = await gw.db
      .selectFrom('key_values')
      .select(['key', 'value'])
      .where('key', 'like', `${key}%`)
      .execute();
    expect(rows).toEqual([{ key, value: 'primary' }]);
  });

  it('names a replica only beside a PostgreSQL primary, and is never left unopened when one is configured', async () => {
    await expect(openReadDatabase({ databaseReadUrl: 'postgres://127.0.0.1:1/x' }, gw.db)).rejects.toThrow(
      /DATABASE_URL/,
    );
    const config = testConfig({ databaseReadUrl: 'postgres://127.0.0.1:1/x' });
    await expect(buildModuleDeps({ config, db: gw.db })).rejects.toThrow(/openReadDatabase/);
  });
});
