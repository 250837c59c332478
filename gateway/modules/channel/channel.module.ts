/**
 * Sales channels: their declaration (resources/channel/channel.resource.ts) served as declared
 * settings, kept as one JSON value in key_values (`channels:<shop id>`, cleared with the shop),
 * with how many products are active, so shown in every enabled channel (SPEC §4).
 */
import { channels } from '../../../resources/channel/channel.resource';
import type { Db } from '../../db';
import { declaredSettingsModule } from '../../lib/declaredSettings';

async function countProducts(db: Db, shopId: string, active: boolean): Promise<number> {
  let q = db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId);
  if (active) q = q.where('status', '=', 'active');
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const channelModule = declaredSettingsModule(channels, {
  computed: async ({ db, shopId }) => ({
    active_products: await countProducts(db, shopId, true),
    products: await countProducts(db, shopId, false),
  }),
});
