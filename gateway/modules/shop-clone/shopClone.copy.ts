/**
 * Copying a part of one shop into another (issue 26 item 4). Each part runs in one transaction
 * with the record of what it added, so a retried job never copies a part twice. Copies get ids
 * derived from the clone and the source row (the same on a retry, and a reference to a page is
 * found again without a lookup table); what a part replaced (the new shop's settings) is kept
 * to be put back by an undo. Secrets never come along: payment methods lose their secret key
 * (left switched off, to be entered again) and any setting named like a secret is dropped
 * (the shop data export's rule, shopData.rows.ts).
 */
import { createHash } from 'node:crypto';
import type { ClonePart } from '../../../resources/shop/shopClone.parts';
import type { Trx } from '../../db';
import type { ShopTable } from '../../db/schema';
import { clearTemplateCache } from '../../mail/templateStore';
import { nowIso } from '../../lib/ids';
import { cleanValue, isSecretName } from '../shop-export/shopData.rows';

type Row = Record<string, unknown>;

/** Something the part replaced in the new shop: put back as it was by an undo. */
export type Before =
  | { kind: 'settings'; value: string }
  | { kind: 'key'; key: string; value: string | null }
  /** The new shop's rows of `table` where `column` = `value` before the part (none: empty). */
  | { kind: 'rows'; table: string; column: string; value: string; rows: Row[] };

export interface PartResult {
  counts: Record<string, number>;
  skipped: Record<string, number>;
  secrets_to_enter: string[];
  /** Rows the part added, by table. */
  added: Record<string, string[]>;
  before: Before[];
  /** Object store prefixes the part wrote under (theme files). */
  objects: string[];
  /** Source id to copy id of rows others may point at (pages; the catalogue's products and collections). */
  ids: Record<string, string>;
  /** The catalogue's copy runs (copy_runs, undone with the clone). */
  runs?: string[];
  /** Object keys of the images the catalogue copied for the records it created (removed by the undo). */
  media?: string[];
}

export interface CloneContext {
  trx: Trx;
  cloneId: string;
  source: ShopTable;
  target: ShopTable;
  /** Copy ids of what earlier parts copied (pages, products, collections), by source id. */
  idMap: Map<string, string>;
}

/** Copies one part inside the transaction; `result` collects what it did. */
export type PartCopier = (ctx: CloneContext, result: PartResult) => Promise<void>;

export const emptyResult = (): PartResult => ({
  counts: {},
  skipped: {},
  secrets_to_enter: [],
  added: {},
  before: [],
  objects: [],
  ids: {},
});

/** The copy's id: the same for the same clone and source row, shaped like every other id (24 hex). */
export const copyId = (cloneId: string, sourceId: string) =>
  createHash('sha256').update(`${cloneId}:${sourceId}`).digest('hex').slice(0, 24);

const bump = (counts: Record<string, number>, key: string, by = 1) => (counts[key] = (counts[key] ?? 0) + by);

/** Source rows of a shop table, oldest first. */
const rowsOf = (ctx: CloneContext, table: string) =>
  ctx.trx
    .selectFrom(table as 'pages')
    .selectAll()
    .where('shop_id', '=', ctx.source.id)
    .execute() as Promise<Row[]>;

/** Inserts copies of rows into the new shop (new ids, its shop id, fresh times and versions). */
async function insertCopies(ctx: CloneContext, result: PartResult, table: string, rows: Row[], kind = table) {
  const at = nowIso();
  for (const row of rows) {
    const copy: Row = { ...row, id: copyId(ctx.cloneId, String(row.id)), shop_id: ctx.target.id };
    if ('version' in row) copy.version = 0;
    if ('created_at' in row) copy.created_at = at;
    if ('updated_at' in row) copy.updated_at = at;
    await ctx.trx
      .insertInto(table as 'pages')
      .values(copy as never)
      .execute();
    (result.added[table] ??= []).push(String(copy.id));
    result.ids[String(row.id)] = String(copy.id);
    bump(result.counts, kind);
  }
}

/** Values of `column` the new shop already uses: a copy takes the next free one (`about-2`). */
async function freeValues(ctx: CloneContext, table: string, column: string, rows: Row[]) {
  const taken = new Set(
    (
      (await ctx.trx
        .selectFrom(table as 'pages')
        .select(column as 'handle')
        .where('shop_id', '=', ctx.target.id)
        .execute()) as Row[]
    ).map((r) => String(r[column])),
  );
  return rows.map((row) => {
    const base = String(row[column]);
    let value = base;
    for (let n = 2; taken.has(value); n++) value = `${base}-${n}`;
    taken.add(value);
    return { ...row, [column]: value };
  });
}

/** Replaces the new shop's rows where column = value with the source's, keeping the new shop's for an undo. */
export async function replaceRows(ctx: CloneContext, result: PartResult, table: string, column: string, rows: Row[]) {
  if (!rows.length) return;
  // Both kinds of row belong to the new shop by this value: its id (taxes) or its shop id (header).
  const value = ctx.target.id;
  const current = (await ctx.trx
    .selectFrom(table as 'shop_headers')
    .selectAll()
    .where(column as 'shop_id', '=', value)
    .execute()) as Row[];
  result.before.push({ kind: 'rows', table, column, value, rows: current });
  await ctx.trx
    .deleteFrom(table as 'shop_headers')
    .where(column as 'shop_id', '=', value)
    .execute();
  const at = nowIso();
  const copies = rows.map((row) => ({
    ...row,
    id: column === 'id' ? value : copyId(ctx.cloneId, String(row.id)),
    shop_id: ctx.target.id,
    version: 0,
    updated_at: at,
    ...('created_at' in row ? { created_at: at } : {}),
  }));
  await ctx.trx
    .insertInto(table as 'shop_headers')
    .values(copies as never)
    .execute();
  bump(result.counts, table, copies.length);
}

/** Settings kept as one value per shop in key_values (`<name>:<shop>`) that a new shop brings. */
const KEPT_VALUES = ['notifications', 'storefront_languages'];

/** Checkout, preferences, notifications, taxes, shipping zones (their methods inside), surcharges, email templates, payment methods. */
export const copySettings: PartCopier = async (ctx, result) => {
  const { trx, source, target } = ctx;
  result.before.push({ kind: 'settings', value: target.settings });
  const settings = JSON.stringify(cleanValue(JSON.parse(source.settings || '{}')));
  await trx.updateTable('shops').set({ settings, updated_at: nowIso() }).where('id', '=', target.id).execute();
  bump(result.counts, 'preferences');
  for (const name of KEPT_VALUES) {
    const kept = await trx
      .selectFrom('key_values')
      .select('value')
      .where('key', '=', `${name}:${source.id}`)
      .executeTakeFirst();
    if (!kept) continue;
    const key = `${name}:${target.id}`;
    const now = await trx.selectFrom('key_values').select('value').where('key', '=', key).executeTakeFirst();
    result.before.push({ kind: 'key', key, value: now?.value ?? null });
    await trx
      .insertInto('key_values')
      .values({ key, value: kept.value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: kept.value }))
      .execute();
    bump(result.counts, name);
  }
  // The tax settings' id is the shop's own (gateway/modules/tax).
  await replaceRows(ctx, result, 'tax_settings', 'id', await rowsOf(ctx, 'tax_settings'));
  await insertCopies(ctx, result, 'shipping_zones', await rowsOf(ctx, 'shipping_zones'));
  await copySubfees(ctx, result);
  await copyEmailTemplates(ctx, result);
  await copyPayments(ctx, result);
};

/** Surcharges; one naming products or collections comes only when the catalogue came (its ids mapped). */
async function copySubfees(ctx: CloneContext, result: PartResult) {
  const rows: Row[] = [];
  for (const row of await rowsOf(ctx, 'subfees')) {
    const column =
      row.applies_to === 'products' ? 'product_ids' : row.applies_to === 'collections' ? 'collection_ids' : '';
    if (!column) {
      rows.push(row);
      continue;
    }
    const ids = JSON.parse(String(row[column] ?? '[]')) as string[];
    const mapped = ids.map((id) => ctx.idMap.get(id)).filter((id): id is string => Boolean(id));
    if (!mapped.length) bump(result.skipped, `subfees_${row.applies_to}`);
    else rows.push({ ...row, [column]: JSON.stringify(mapped) });
  }
  await insertCopies(ctx, result, 'subfees', rows);
}

/** Edited email templates; the new shop keeps one it already edited, and its cached list is renewed. */
async function copyEmailTemplates(ctx: CloneContext, result: PartResult) {
  const own = await ctx.trx
    .selectFrom('email_templates')
    .select(['slug', 'language'])
    .where('shop_id', '=', ctx.target.id)
    .execute();
  const has = new Set(own.map((r) => `${r.slug}:${r.language}`));
  const rows = (await rowsOf(ctx, 'email_templates')).filter((r) => !has.has(`${r.slug}:${r.language}`));
  await insertCopies(ctx, result, 'email_templates', rows);
  if (rows.length) await clearTemplateCache(ctx.trx, ctx.target.id);
}

/** Payment methods without their secret keys: those that had one are left off, to be entered again. */
async function copyPayments(ctx: CloneContext, result: PartResult) {
  const own = await ctx.trx.selectFrom('payments').select('type').where('shop_id', '=', ctx.target.id).execute();
  const has = new Set(own.map((r) => r.type));
  const rows: Row[] = [];
  for (const row of await rowsOf(ctx, 'payments')) {
    if (has.has(String(row.type))) continue;
    const copy: Row = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, isSecretName(k) ? null : v]));
    if (row.secret_enc) {
      copy.enabled = 0;
      result.secrets_to_enter.push(String(row.type));
    }
    rows.push(copy);
  }
  await insertCopies(ctx, result, 'payments', rows);
}

/** Pages, each with a handle free in the new shop. */
export const copyPages: PartCopier = async (ctx, result) => {
  await insertCopies(ctx, result, 'pages', await freeValues(ctx, 'pages', 'handle', await rowsOf(ctx, 'pages')));
};

interface MenuItem {
  type: string;
  target_id: string | null;
  url: string;
  children?: MenuItem[];
}

/** A menu's items with their targets in the new shop; one whose target did not come is a link to the same path. */
function remapItems(items: MenuItem[], idMap: Map<string, string>, result: PartResult): MenuItem[] {
  return items.map((item) => {
    const children = item.children ? remapItems(item.children, idMap, result) : item.children;
    if (item.type === 'url' || !item.target_id) return { ...item, children };
    const mapped = idMap.get(item.target_id);
    if (mapped) return { ...item, target_id: mapped, children };
    bump(result.counts, 'menu_items_as_links');
    return { ...item, type: 'url', target_id: null, children };
  });
}

/** Menus, their items pointing at the copied pages (and products and collections, when the catalogue came). */
export const copyMenus: PartCopier = async (ctx, result) => {
  const rows = (await freeValues(ctx, 'menus', 'handle', await rowsOf(ctx, 'menus'))).map((row) => ({
    ...row,
    items: JSON.stringify(remapItems(JSON.parse(String(row.items)) as MenuItem[], ctx.idMap, result)),
  }));
  await insertCopies(ctx, result, 'menus', rows);
};

export type CopierTable = Partial<Record<ClonePart, PartCopier>>;
