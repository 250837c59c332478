/**
 * Sales channels: which channels the shop sells in (one JSON value in key_values, cleared
 * with the shop), and how many products are active, so shown in every enabled one (SPEC §4).
 */
import type { FastifyInstance } from 'fastify';
import { channelContract as channelRoutes } from '../../../resources/channel/channel.contract';
import { ChannelSettings, DEFAULT_CHANNELS } from '../../../resources/channel/channel.schema';
import type { Db } from '../../db';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';

const key = (shopId: string) => `channels:${shopId}`;

async function read(db: Db, shopId: string): Promise<ChannelSettings> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', key(shopId)).executeTakeFirst();
  const parsed = row ? ChannelSettings.partial().safeParse(JSON.parse(row.value)) : undefined;
  return { ...DEFAULT_CHANNELS, ...(parsed?.success ? parsed.data : {}) };
}

async function answer(db: Db, shopId: string) {
  const count = (active: boolean) => {
    let q = db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', shopId);
    if (active) q = q.where('status', '=', 'active');
    return q.executeTakeFirstOrThrow().then((r) => Number(r.n));
  };
  return {
    data: { channels: await read(db, shopId), active_products: await count(true), products: await count(false) },
  };
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  serve(app, deps, channelRoutes.get, async ({ shopId }) => answer(db, shopId));
  serve(app, deps, channelRoutes.update, async ({ body, shopId }) => {
    const value = JSON.stringify({ ...(await read(db, shopId)), ...body.channels });
    await db
      .insertInto('key_values')
      .values({ key: key(shopId), value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
    return answer(db, shopId);
  });
}

export const channelModule = defineModule({ name: 'channel', routes });
