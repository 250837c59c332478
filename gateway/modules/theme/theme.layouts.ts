/**
 * A shop's layouts: installing one from the catalogue (its files written as saved and
 * original), the published one (a shop without any gets the default theme, so every shop
 * has a storefront), and the answers' shapes.
 */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { DEFAULT_THEME, type Layout } from '../../../resources/theme/theme.schema';
import type { Db } from '../../db';
import { notFound } from '../../lib/errors';
import { recordVersion, type VersionAction } from '../../lib/history';
import { newId, nowIso } from '../../lib/ids';
import { isThemeName, themeFiles, themeInfo } from './theme.catalogue';
import { LayoutFiles } from './template.files';
import type { TemplateStore } from './templateStore';
import type { ThemeLayoutTable } from './theme.tables';

export type LayoutRow = Selectable<ThemeLayoutTable>;

export const toLayout = (row: LayoutRow): z.input<typeof Layout> => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id,
  name: row.name,
  theme: isThemeName(row.theme) ? row.theme : DEFAULT_THEME,
  role: row.role === 'main' ? 'main' : 'unpublished',
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const filesOf = (store: TemplateStore, row: Pick<LayoutRow, 'shop_id' | 'id'>) =>
  new LayoutFiles(store, row.shop_id, row.id);

/** A new layout row with the given files as its saved and original versions. */
export async function createLayout(
  db: Db,
  store: TemplateStore,
  shopId: string,
  opts: {
    theme: string;
    name: string;
    role: 'main' | 'unpublished';
    files?: Map<string, string>;
    original?: Map<string, string>;
  },
): Promise<LayoutRow> {
  const at = nowIso();
  const row = {
    id: newId(),
    shop_id: shopId,
    name: opts.name,
    theme: opts.theme,
    role: opts.role,
    created_at: at,
    updated_at: at,
  };
  const files = opts.files ?? themeFiles(isThemeName(opts.theme) ? opts.theme : DEFAULT_THEME);
  const layoutFiles = filesOf(store, row);
  // Files first: a row never points at a layout without files.
  await layoutFiles.writeAll('original', opts.original ?? files);
  await layoutFiles.writeAll('saved', files);
  await db.insertInto('theme_layouts').values(row).execute();
  return { ...row, version: 0 };
}

/** Issue 27: a layout's state as its calls answer it, kept as a version (call it in the write's transaction). */
export const keepLayout = (db: Db, row: LayoutRow, action: VersionAction) =>
  recordVersion(db, { shopId: row.shop_id, resource: 'theme_layouts', recordId: row.id, action, state: toLayout(row) });

/**
 * A new layout, then its first version: not one transaction, as its files are written through the
 * template store's own connection (SQLite has one: a transaction around them would wait forever).
 */
export const createKeptLayout = (
  db: Db,
  store: TemplateStore,
  shopId: string,
  opts: Parameters<typeof createLayout>[3],
) =>
  createLayout(db, store, shopId, opts).then(async (row) => {
    await keepLayout(db, row, 'create');
    return row;
  });

/** The published layout; a shop without any layout gets the default theme installed and published. */
export async function mainLayout(db: Db, store: TemplateStore, shopId: string): Promise<LayoutRow> {
  const main = await db
    .selectFrom('theme_layouts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('role', '=', 'main')
    .executeTakeFirst();
  if (main) return main;
  const any = await db.selectFrom('theme_layouts').select('id').where('shop_id', '=', shopId).executeTakeFirst();
  if (any) {
    // Layouts but none published (cannot happen through the API): publish the oldest.
    const oldest = await db
      .selectFrom('theme_layouts')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    await db.updateTable('theme_layouts').set({ role: 'main' }).where('id', '=', oldest.id).execute();
    return { ...oldest, role: 'main' };
  }
  return createLayout(db, store, shopId, { theme: DEFAULT_THEME, name: themeInfo(DEFAULT_THEME).title, role: 'main' });
}

/** One layout of the shop, or 404. */
export async function layoutOf(db: Db, shopId: string, id: string): Promise<LayoutRow> {
  const row = await db
    .selectFrom('theme_layouts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** `?theme_id=` or the published layout. */
export const pickLayout = (db: Db, store: TemplateStore, shopId: string, themeId?: string) =>
  themeId ? layoutOf(db, shopId, themeId) : mainLayout(db, store, shopId);
