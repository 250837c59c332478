/**
 * CLEAN-SHOP clears the shop's theme template files (issue 11 files, issue 13 wiring): in the
 * object store under `themes/<shop>/`, and in the `template_objects` table that stands in
 * for it without a store. Another shop's theme files stay as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { scheduleCleanups } from '../../gateway/modules/billing/lifecycle';
import { useGateway, type Gateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const DAY = 86_400_000;

/** Two shops with their published theme's files; the first expired past its deletion phase, then cleared. */
async function clearFirstOfTwo(gw: Gateway, files: (shopId: string) => Promise<string[]>) {
  const gone = await merchant(gw);
  const kept = await merchant(gw);
  const theme = (m: Merchant) => gw.ok(themeRoutes.active, { token: m.account.token, query: { shop_id: m.shopId } });
  await theme(gone);
  await theme(kept);
  const keptBefore = await files(kept.shopId);
  expect((await files(gone.shopId)).length).toBeGreaterThan(0);
  expect(keptBefore.length).toBeGreaterThan(0);
  await gw.db
    .updateTable('shops')
    .set({ expired_at: new Date(Date.now() - DAY - 60_000).toISOString() })
    .where('id', '=', gone.shopId)
    .execute();
  await scheduleCleanups(gw.db, gw.app.queue);
  await gw.app.queue.drain();
  const job = await gw.db
    .selectFrom('jobs')
    .selectAll()
    .where('channel', '=', 'CLEAN-SHOP')
    .where('shop_id', '=', gone.shopId)
    .executeTakeFirstOrThrow();
  expect(job.status, job.error ?? '').toBe('done');
  return { gone, kept, keptBefore };
}

describe('CLEAN-SHOP and theme files in the table stand-in (no object store)', () => {
  const gw = useGateway();
  const rows = async (shopId: string) =>
    (await gw.db.selectFrom('template_objects').select('key').where('key', 'like', `themes/${shopId}/%`).execute())
      .map((r) => r.key)
      .sort();

  it('leaves no row of the cleared shop, and every row of the other', async () => {
    const { gone, kept, keptBefore } = await clearFirstOfTwo(gw, rows);
    expect(await rows(gone.shopId)).toEqual([]);
    expect(await rows(kept.shopId)).toEqual(keptBefore);
  });
});

describe('CLEAN-SHOP and theme files in the object store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clean-themes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gw = useGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } });
  const objects = async (shopId: string) => {
    const page = await gw.app
      .objectStore!.client()
      .send(new ListObjectsV2Command({ Bucket: 'media', Prefix: `themes/${shopId}/` }));
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  };

  it('leaves no object under themes/<shop>/ of the cleared shop, and every object of the other', async () => {
    const { gone, kept, keptBefore } = await clearFirstOfTwo(gw, objects);
    expect(await objects(gone.shopId)).toEqual([]);
    expect(await objects(kept.shopId)).toEqual(keptBefore);
  });
});
