/**
 * Metafields: the definitions' calls from their declaration (resources/metafield/metafield.resource.ts)
 * on the table their migration made, each answered with how many records have a value of it,
 * the key unique per resource type, and a deleted definition's values deleted with it; the
 * values of one record are served by hand (metafield.values.ts).
 */
import { metafield } from '../../../resources/metafield/metafield.resource';
import { declaredModule } from '../../lib/declared';
import { badRequest } from '../../lib/errors';
import { englishMessages } from '../../lib/serve';
import { metafieldMigrations } from './metafield.migrations';
import { metafieldValueRoutes, withCounts } from './metafield.values';
import './metafield.tables';

const keyTaken = () => {
  const errors = { key: { message: 'resources.metafield_definitions.key_taken' } };
  return badRequest(errors, englishMessages(errors));
};

export const metafieldModule = declaredModule(metafield, {
  migrations: metafieldMigrations,
  shopTables: ['metafield_values'],
  // The whole list is by resource type, then oldest first.
  sortColumns: { created_at: ['owner_type', 'created_at'] },
  // The unique index on (shop_id, owner_type, key).
  uniqueViolation: keyTaken,
  answered: (records, { db, shopId }) => withCounts(db, shopId, records),
  beforeDelete: async (ids, { db, shopId }) => {
    await db.deleteFrom('metafield_values').where('shop_id', '=', shopId).where('definition_id', 'in', ids).execute();
  },
  routes: metafieldValueRoutes,
});
