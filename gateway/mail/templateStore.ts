/**
 * A shop's email templates: the edited one of a slug in the shop's language, else the
 * default. The list is cached per process and checked against a per-shop stamp kept in
 * the database (key_values), which every update and recover renews in the same
 * transaction: several gateway instances never serve a stale list.
 */
import type { Selectable } from 'kysely';
import { TEMPLATE_SLUGS, type EmailTemplate, type TemplateSlug } from '../../resources/email/email.schema';
import type { Db } from '../db';
import { defaultTemplate, type TemplateText } from './defaults';
import { inTransaction } from '../lib/history';
import { newId } from '../lib/ids';
import type { Database } from '../db/schema';

// The mail module's table (mail.tables.ts), read through the database type.
type EmailTemplateTable = Database['email_templates'];

const languageOf = (language: string) => (language === 'vi' ? 'vi' : 'en');
const stampKey = (shopId: string) => `email_templates:${shopId}`;

interface Cached {
  stamp: string;
  list: EmailTemplate[];
}
const cache = new Map<string, Cached>();
/** How often the list was built from the database (tests read it). */
export const templateCacheStats = { builds: 0, hits: 0 };

function toTemplate(slug: TemplateSlug, language: string, row?: Selectable<EmailTemplateTable>): EmailTemplate {
  const words = row ?? defaultTemplate(slug, language);
  return {
    _id: slug,
    slug,
    language: languageOf(language),
    subject: words.subject,
    html: words.html,
    text: words.text,
    customized: Boolean(row),
    updated_at: row?.updated_at ?? null,
  };
}

async function readStamp(db: Db, shopId: string): Promise<string> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', stampKey(shopId)).executeTakeFirst();
  return row?.value ?? 'none';
}

/** Renews the shop's stamp: every instance's cached list is now stale. */
export async function clearTemplateCache(db: Db, shopId: string): Promise<void> {
  const key = stampKey(shopId);
  const value = newId();
  const updated = await db.updateTable('key_values').set({ value }).where('key', '=', key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('key_values')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}

export async function listTemplates(db: Db, shop: { id: string; language: string }): Promise<EmailTemplate[]> {
  const stamp = await readStamp(db, shop.id);
  const hit = cache.get(shop.id);
  const language = languageOf(shop.language);
  if (hit && hit.stamp === `${stamp}:${language}`) {
    templateCacheStats.hits += 1;
    return hit.list;
  }
  templateCacheStats.builds += 1;
  const rows = await db
    .selectFrom('email_templates')
    .selectAll()
    .where('shop_id', '=', shop.id)
    .where('language', '=', language)
    .execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const list = TEMPLATE_SLUGS.map((slug) => toTemplate(slug, language, bySlug.get(slug)));
  cache.set(shop.id, { stamp: `${stamp}:${language}`, list });
  return list;
}

export async function getTemplate(
  db: Db,
  shop: { id: string; language: string },
  slug: TemplateSlug,
): Promise<EmailTemplate> {
  const language = languageOf(shop.language);
  const row = await db
    .selectFrom('email_templates')
    .selectAll()
    .where('shop_id', '=', shop.id)
    .where('slug', '=', slug)
    .where('language', '=', language)
    .executeTakeFirst();
  return toTemplate(slug, language, row);
}

export async function saveTemplate(
  db: Db,
  shop: { id: string; language: string },
  slug: TemplateSlug,
  words: TemplateText,
  at: string,
) {
  const language = languageOf(shop.language);
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('email_templates')
      .values({ id: newId(), shop_id: shop.id, slug, language, ...words, updated_at: at })
      .onConflict((oc) => oc.columns(['shop_id', 'slug', 'language']).doUpdateSet({ ...words, updated_at: at }))
      .execute();
    await clearTemplateCache(trx, shop.id);
  });
}

export async function recoverTemplate(db: Db, shop: { id: string; language: string }, slug: TemplateSlug) {
  await inTransaction(db, async (trx) => {
    await trx
      .deleteFrom('email_templates')
      .where('shop_id', '=', shop.id)
      .where('slug', '=', slug)
      .where('language', '=', languageOf(shop.language))
      .execute();
    await clearTemplateCache(trx, shop.id);
  });
}
