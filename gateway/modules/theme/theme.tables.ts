/** Tables of the theme module: a shop's layouts (its copies of themes) and its storefront header. */
import type { Generated } from 'kysely';

export interface ThemeLayoutTable {
  id: string;
  shop_id: string;
  name: string;
  /** The catalogue theme it was made from ('dawn', 'sense'). */
  theme: string;
  /** 'main' (published, at most one per shop) or 'unpublished'. */
  role: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ShopHeaderTable {
  id: string;
  shop_id: string;
  logo: string | null;
  logo_width: number | null;
  announcement: string | null;
  announcement_link: string | null;
  menu_handle: string;
  sticky: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Template files when no object store is configured (API-only tests): one row per object key. */
export interface TemplateObjectTable {
  key: string;
  /** The shop of `themes/<shop>/…` (20261123_theme_template_objects_shop): CLEAN-SHOP empties it as a shop table. */
  shop_id: string | null;
  body: string;
  size: number;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    theme_layouts: ThemeLayoutTable;
    shop_headers: ShopHeaderTable;
    template_objects: TemplateObjectTable;
  }
}
