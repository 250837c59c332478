/**
 * Menu, SPEC §3: id, shop_id, title, handle, location (header, footer or checkout-page),
 * items (name and URL) nested up to three levels; an item links a product, a collection,
 * a page or a free URL. SPEC §8: a missing title is 'Tiêu đề là bắt buộc!'.
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { isBlank, maxLength, text, type Rule } from '../../core/validation';

export const MENU_LOCATIONS = ['header', 'footer', 'checkout-page'] as const;
export const MENU_LINK_TYPES = ['product', 'collection', 'page', 'url'] as const;
export const MENU_MAX_DEPTH = 3;
/** SPEC §9: link pickers show the top 10 results. */
export const MENU_SEARCH_LIMIT = 10;

const titleRequired: Rule = (v) => (isBlank(v) ? { message: 'app.validation.menu_title_required' } : undefined);

/** A link's address: a path on the store, an http(s) URL, mailto: or tel:. */
const Url = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => v === '' || /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(v), 'app.validation.invalid');

const itemBase = {
  id: z.string().min(1).max(64),
  name: text(titleRequired, maxLength(101)).transform((v) => v as string),
  type: z.enum(MENU_LINK_TYPES).default('url'),
  /** The linked product, collection or page (none for a free URL). */
  target_id: z.string().max(64).nullish(),
  url: Url.default(''),
};
const Level3 = z.object({ ...itemBase, children: z.array(z.never()).max(0).default([]) });
const Level2 = z.object({ ...itemBase, children: z.array(Level3).max(100).default([]) });
export const MenuItem = z.object({ ...itemBase, children: z.array(Level2).max(100).default([]) });
export type MenuItem = z.output<typeof MenuItem>;
export type MenuItemInput = z.input<typeof MenuItem>;

export const MenuBody = z.object({
  title: text(titleRequired, maxLength(101)).transform((v) => v as string),
  location: z.enum(MENU_LOCATIONS).default('header'),
  items: z.array(MenuItem).max(100).default([]),
  shop_id: z.string().max(64).optional(),
});
export const MenuUpdateBody = z
  .object({
    title: text(titleRequired, maxLength(101))
      .transform((v) => v as string)
      .optional(),
    location: z.enum(MENU_LOCATIONS).optional(),
    items: z.array(MenuItem).max(100).optional(),
  })
  .extend(VersionField);

export const MenuListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  location: z.enum(MENU_LOCATIONS).optional(),
  q: z.string().max(200).optional(),
});

export const MenuIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });
/** PUT .../menu/position: the menus in their new order (positions 0, 1, 2...). */
export const MenuPositionBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

const ItemOut3 = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(MENU_LINK_TYPES),
  target_id: z.string().nullable(),
  url: z.string(),
  children: z.array(z.never()),
});
const ItemOut2 = ItemOut3.extend({ children: z.array(ItemOut3) });
const ItemOut = ItemOut3.extend({ children: z.array(ItemOut2) });

export const Menu = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  title: z.string(),
  handle: z.string(),
  location: z.enum(MENU_LOCATIONS),
  position: z.number().int(),
  items: z.array(ItemOut),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Menu = z.infer<typeof Menu>;

export const MenuAnswer = answer(Menu);
export const MenuListAnswer = listAnswer('menus', Menu);
export const MenuIdsAnswer = IdsAnswer;
