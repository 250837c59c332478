/**
 * The one place a deleted record's metafield values go (issue 13): the product, collection,
 * customer and order delete handlers call it in their own transaction, so a value never
 * outlives its record. The table is the metafield module's (metafield.tables.ts).
 */
import type { MetafieldOwner } from '../../resources/metafield/metafield.resource';
import type { Trx } from '../db';
import { inList } from './chunks';

export async function deleteOwnerMetafields(
  trx: Trx,
  shopId: string,
  ownerType: MetafieldOwner,
  ownerIds: readonly string[],
) {
  if (!ownerIds.length) return;
  await trx
    .deleteFrom('metafield_values')
    .where('shop_id', '=', shopId)
    .where('owner_type', '=', ownerType)
    .where(inList(trx, 'owner_id', ownerIds))
    .execute();
}
