/** Reads of the owned shop that several modules need (the shop row itself is checked by serve()). */
import type { Selectable } from 'kysely';
import type { Db } from '../db';
import type { ShopTable } from '../db/schema';

export const shopRow = (db: Db, shopId: string): Promise<Selectable<ShopTable>> =>
  db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();

export async function shopCurrency(db: Db, shopId: string): Promise<string> {
  const shop = await db.selectFrom('shops').select('currency').where('id', '=', shopId).executeTakeFirstOrThrow();
  return shop.currency;
}
