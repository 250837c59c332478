/**
 * Menu item links: a product, collection or page of the same shop (its store path is
 * filled from its handle), or a free URL. Anything else is a 400 on that item's field.
 */
import type { Db } from '../../db';
import type { FieldErrors } from '../../../core/validation';
import type { MENU_LINK_TYPES } from '../../../resources/menu/menu.resource';

/** An item as the declared schema hands it over: every field present, sub-items likewise. */
export interface LinkItem {
  id?: string | null;
  type: (typeof MENU_LINK_TYPES)[number];
  target_id: string | null;
  url: string;
  children?: LinkItem[];
}

const TABLES = { product: 'products', collection: 'collections', page: 'pages' } as const;
const PATHS = { product: '/products/', collection: '/collections/', page: '/pages/' } as const;

interface Flat {
  item: LinkItem;
  path: string;
}

function flatten(items: LinkItem[], prefix = 'items'): Flat[] {
  return items.flatMap((item, i) => [
    { item, path: `${prefix}.${i}` },
    ...flatten(item.children ?? [], `${prefix}.${i}.children`),
  ]);
}

/** Resolves the links of a menu's items in place; answers the errors (empty when all is well). */
export async function resolveLinks(db: Db, shopId: string, items: LinkItem[]): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const flat = flatten(items);
  const seen = new Set<string>();
  for (const { item, path } of flat) {
    // Every item names itself: the editor keeps it by its id.
    if (!item.id) errors[`${path}.id`] = { message: 'app.validation.required' };
    else if (seen.has(item.id)) errors[`${path}.id`] = { message: 'app.validation.invalid' };
    if (item.id) seen.add(item.id);
    if (item.type === 'url') {
      item.target_id = null;
      if (!item.url) errors[`${path}.url`] = { message: 'app.validation.required' };
      continue;
    }
    const table = TABLES[item.type];
    const row = item.target_id
      ? await db
          .selectFrom(table)
          .select('handle')
          .where('id', '=', item.target_id)
          .where('shop_id', '=', shopId)
          .executeTakeFirst()
      : undefined;
    if (!row)
      errors[`${path}.target_id`] = { message: item.target_id ? 'app.validation.invalid' : 'app.validation.required' };
    else item.url = `${PATHS[item.type]}${row.handle}`;
  }
  return errors;
}
