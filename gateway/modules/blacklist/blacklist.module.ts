/**
 * SPEC §7 Blacklist: its declaration (resources/blacklist/blacklist.resource.ts) served as
 * declared settings on the table the catalogue's migration made, the keywords kept once
 * whatever their case; and the quirk SPEC §7 states, DELETE …/bulk-update with no body, which
 * empties the list.
 */
import { blacklistClearContract } from '../../../resources/blacklist/blacklist.contract';
import { blacklist } from '../../../resources/blacklist/blacklist.resource';
import { declaredSettingsModule } from '../../lib/declaredSettings';
import { serve } from '../../lib/serve';
import './blacklist.tables';

/** Trimmed, without repeats whatever their case (the first spelling is kept), in given order. */
export function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword && !seen.has(keyword.toLowerCase())) seen.set(keyword.toLowerCase(), keyword);
  }
  return [...seen.values()];
}

export const blacklistModule = declaredSettingsModule(blacklist, {
  // gateway/modules/product/product.migrations.ts made the table.
  migrations: {},
  kept: ({ keywords }) => ({ keywords: uniqueKeywords(keywords) }),
  routes: (app, deps) => {
    // SPEC §7 Blacklist quirk: the delete action calls DELETE on …/bulk-update with no body.
    serve(app, deps, blacklistClearContract.clear, async ({ shopId }) => {
      await deps.db.deleteFrom('blacklists').where('shop_id', '=', shopId).execute();
      return { data: { keywords: [] } };
    });
  },
});
