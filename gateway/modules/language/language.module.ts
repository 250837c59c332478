/**
 * Languages: their declaration (resources/language/language.resource.ts) gives the calls and
 * their rules; they are kept by hand, the language in shops.language and the storefront's in
 * key_values (cleared with the shop), the shop's own language always first among them.
 */
import { LANGUAGES, type Language } from '../../../core/countries';
import type { SettingsRecord } from '../../../core/settings';
import { settingsContract } from '../../../core/settingsContract';
import { language } from '../../../resources/language/language.resource';
import type { Db } from '../../db';
import { recordVersion, restorable } from '../../lib/history';
import { nowIso } from '../../lib/ids';
import { defineModule } from '../../lib/module';
import { serve } from '../../lib/serve';

const languageRoutes = settingsContract(language);
const key = (shopId: string) => `storefront_languages:${shopId}`;
const known = (v: unknown): v is Language => (LANGUAGES as readonly unknown[]).includes(v);

async function read(db: Db, shopId: string) {
  const shop = await db.selectFrom('shops').select('language').where('id', '=', shopId).executeTakeFirstOrThrow();
  const language = known(shop.language) ? shop.language : 'en';
  const row = await db.selectFrom('key_values').select('value').where('key', '=', key(shopId)).executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as unknown[]).filter(known) : [];
  return { language, storefront: [language, ...stored.filter((l) => l !== language)] };
}

export const languageModule = defineModule({
  name: 'language',
  routes: (app, deps) => {
    const { db } = deps;
    // A version is restored through the update call, like a declared setting's.
    restorable(language.table, {
      route: languageRoutes.update,
      params: () => ({}),
      body: (state) => ({ language: state.language, storefront: state.storefront }),
    });
    serve(app, deps, languageRoutes.get, async ({ shopId }) => ({ data: await read(db, shopId) }));
    serve(app, deps, languageRoutes.update, async ({ body, shopId }) => {
      const sent = body as SettingsRecord<typeof language>;
      const value = JSON.stringify([...new Set(sent.storefront)]);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('shops')
          .set({ language: sent.language, updated_at: nowIso() })
          .where('id', '=', shopId)
          .execute();
        await trx
          .insertInto('key_values')
          .values({ key: key(shopId), value })
          .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
          .execute();
        // Issue 27: the settings as answered, kept by the shop's id like the declared settings.
        const state = await read(trx, shopId);
        await recordVersion(trx, { shopId, resource: language.table, recordId: shopId, action: 'update', state });
      });
      return { data: await read(db, shopId) };
    });
  },
});
