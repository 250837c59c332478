/**
 * SPEC §7 Layout and themes. Words as the gateway uses them:
 * - a **theme** is one the product ships (the catalogue: `/themes/getall`, `/themes/detail`,
 *   `/layouts/Get_Default`): "dawn" (the default), "sense" and "craft";
 * - a **layout** is a shop's own copy of a theme, with its own template files (edited on the
 *   private domain, /api/template): `/Layouts/get`, `/Layouts/Detail`, `/layout/Detail/{shop}/{id}`
 *   read them, `/layout/Create/` installs one from the catalogue, `/layout/update/{id}` renames,
 *   `POST /Layouts/act` publishes, duplicates or deletes one; the published one (role 'main')
 *   is what the storefront renders and what `/shop/active_theme` answers;
 * - the **header** (SPEC §3 Other: "layout, layout modules and header") is the shop's
 *   storefront header: logo, announcement bar, the menu it shows, sticky or not.
 */
import { z } from 'zod';
import { answer, isoDate, version, VersionField } from '../../core/answers';
import { maxLength, requiredText, text } from '../../core/validation';

/** The themes the product ships (gateway/modules/theme/themes/<name>/). */
export const THEME_NAMES = ['dawn', 'sense', 'craft'] as const;
export const DEFAULT_THEME = 'dawn';
export const ThemeName = z.enum(THEME_NAMES, 'app.validation.invalid');

/** A catalogue theme. */
export const Theme = z.object({
  name: ThemeName,
  title: z.string(),
  description: z.string(),
  version: z.string(),
  /** Relative to the gateway: a picture of the theme's home page (an SVG). */
  preview_image: z.string(),
  is_default: z.boolean(),
});
export type Theme = z.infer<typeof Theme>;
/** With its file list (paths such as `templates/index.liquid`). */
export const ThemeDetail = Theme.extend({ files: z.array(z.string()) });

export const ThemeListAnswer = answer(z.object({ themes: z.array(Theme) }));
export const ThemeDetailQuery = z.object({ name: ThemeName });
export const ThemeDetailAnswer = answer(ThemeDetail);
export const ThemeAnswer = answer(Theme);

export const LAYOUT_ROLES = ['main', 'unpublished'] as const;

/** A shop's theme (a "layout"). */
export const Layout = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  /** The catalogue theme it was made from (its original files, for recover). */
  theme: ThemeName,
  role: z.enum(LAYOUT_ROLES),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Layout = z.infer<typeof Layout>;

/**
 * A layout with where to see it: `store_url` is the shop's site on its private domain
 * (`http://<handle>.localhost:<port>/` embedded); `preview_url` renders this layout's
 * temporary version there without signing in (a signed token for this shop and layout,
 * valid PREVIEW_TOKEN_TTL_S seconds: put it in an iframe).
 */
export const LayoutDetail = Layout.extend({
  store_url: z.string(),
  preview_url: z.string(),
  preview_expires_at: isoDate(),
});
export const PREVIEW_TOKEN_TTL_S = 3600;

/** GETs without `{shop}` in the path name the shop in the query (the SPA passes the current one). */
const ShopQuery = { shop_id: z.string().min(1, 'app.validation.required').max(64) };
export const LayoutListQuery = z.object(ShopQuery);
export const LayoutDetailQuery = z.object({ ...ShopQuery, id: z.string().min(1, 'app.validation.required').max(64) });
export const ActiveThemeQuery = z.object(ShopQuery);

export const LayoutListAnswer = answer(z.object({ layouts: z.array(Layout), total: z.number().int().min(0) }));
export const LayoutAnswer = answer(Layout);
export const LayoutDetailAnswer = answer(LayoutDetail);

/** Ours (SPEC §9 names no limit): a theme name is at most 50 characters. */
export const LAYOUT_NAME_MAX = 50;
const layoutName = () => requiredText(maxLength(LAYOUT_NAME_MAX));

/** POST /layout/Create/: install a catalogue theme in the shop (unpublished). */
export const LayoutCreateBody = z.object({
  theme: ThemeName,
  name: text(maxLength(LAYOUT_NAME_MAX)),
  shop_id: z.string().max(64).optional(),
});
/** PUT /layout/update/{id}: rename. */
export const LayoutUpdateBody = z.object({
  name: layoutName(),
  shop_id: z.string().max(64).optional(),
  ...VersionField,
});

export const LAYOUT_ACTIONS = ['publish', 'duplicate', 'delete'] as const;
/**
 * POST /Layouts/act: publish (becomes 'main', the previous main becomes unpublished),
 * duplicate (a copy with its saved files, named `name` or "Copy of …"), delete (not the
 * main one: 400 `theme.main_layout`). Answers the layout acted on (the copy for duplicate).
 */
export const LayoutActBody = z.object({
  id: z.string().min(1, 'app.validation.required').max(64),
  action: z.enum(LAYOUT_ACTIONS, 'app.validation.invalid'),
  name: text(maxLength(LAYOUT_NAME_MAX)),
  shop_id: z.string().max(64).optional(),
});

/** The storefront header of a shop. */
export const HeaderFields = {
  logo: text(maxLength(2048)),
  logo_width: z.number().int().min(20, 'app.validation.invalid').max(400, 'app.validation.invalid').nullish(),
  announcement: text(maxLength(200)),
  announcement_link: text(maxLength(2048)),
  /** Handle of the menu (SPEC §3 Menu) the header shows; default 'main-menu'. */
  menu_handle: text(maxLength(255)),
  sticky: z.boolean().optional(),
};
export const HeaderCreateBody = z.object({ ...HeaderFields, shop_id: z.string().max(64).optional() });
export const HeaderUpdateBody = z.object({ ...HeaderFields, shop_id: z.string().max(64).optional(), ...VersionField });

export const Header = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  logo: z.string().nullable(),
  logo_width: z.number().int().nullable(),
  announcement: z.string().nullable(),
  announcement_link: z.string().nullable(),
  menu_handle: z.string(),
  sticky: z.boolean(),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Header = z.infer<typeof Header>;
/** A shop without a header yet answers `data: null` (create one). */
export const HeaderDetailAnswer = answer(Header.nullable());
export const HeaderAnswer = answer(Header);
