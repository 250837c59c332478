/**
 * SPEC §7 Blacklist: GET and POST the keywords; the delete is the quirk SPEC §7 states,
 * DELETE /product-2/api/{shop}/bulk-update with no body, which empties the list.
 */
import type { FastifyInstance } from 'fastify';
import { blacklistContract as blacklistRoutes } from '../../../resources/blacklist/blacklist.contract';
import { nowIso } from '../../lib/ids';
import { serve } from '../../lib/serve';
import './blacklist.tables';
import { defineModule, type ModuleDeps } from '../../lib/module';

/** Trimmed, without repeats whatever their case (the first spelling is kept), in given order. */
export function uniqueKeywords(keywords: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of keywords) {
    const keyword = raw.trim();
    if (keyword && !seen.has(keyword.toLowerCase())) seen.set(keyword.toLowerCase(), keyword);
  }
  return [...seen.values()];
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, blacklistRoutes.get, async ({ shopId }) => {
    const row = await db.selectFrom('blacklists').select('keywords').where('shop_id', '=', shopId).executeTakeFirst();
    return { data: { keywords: row ? (JSON.parse(row.keywords) as string[]) : [] } };
  });

  serve(app, deps, blacklistRoutes.save, async ({ body, shopId }) => {
    const keywords = uniqueKeywords(body.keywords);
    const values = { shop_id: shopId, keywords: JSON.stringify(keywords), updated_at: nowIso() };
    await db
      .insertInto('blacklists')
      .values(values)
      .onConflict((oc) =>
        oc.column('shop_id').doUpdateSet({ keywords: values.keywords, updated_at: values.updated_at }),
      )
      .execute();
    return { data: { keywords } };
  });

  // SPEC §7 Blacklist quirk: the delete action calls DELETE on …/bulk-update with no body.
  serve(app, deps, blacklistRoutes.clear, async ({ shopId }) => {
    await db.deleteFrom('blacklists').where('shop_id', '=', shopId).execute();
    return { data: { keywords: [] } };
  });
}

export const blacklistModule = defineModule({ name: 'blacklist', shopTables: ['blacklists'], routes });
