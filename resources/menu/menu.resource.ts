/**
 * Navigation menus (SPEC §3, §7 Menu): a title, a location (header, footer or checkout page)
 * and items (a name and a link) nested up to three levels; an item links a product, a
 * collection, a page or a free URL. The list is at /online-store/menu and the editor at
 * /online-store/menu/{id} (SPEC §2). Bespoke: the list by location with its drag-and-drop order
 * (MenuList) and the item tree editor (MenuItemsInput); the links' targets and the handle are
 * the gateway module's hooks (gateway/modules/menu).
 */
import { choice, number, rows, text } from '../../core/fields';
import { declareResource } from '../../core/resource';

export const MENU_LOCATIONS = ['header', 'footer', 'checkout-page'] as const;
export const MENU_LINK_TYPES = ['product', 'collection', 'page', 'url'] as const;
export const MENU_MAX_DEPTH = 3;
/** SPEC §9: link pickers show the top 10 results. */
export const MENU_SEARCH_LIMIT = 10;
const ITEMS_MAX = 100;

/** SPEC §8: a missing title (a menu's or an item's) is 'Tiêu đề là bắt buộc!'. */
const title = { required: true, maxLength: 101, requiredMessage: 'app.validation.menu_title_required' } as const;

/** An item's own fields; the gateway fills the URL of a product, collection or page from its handle. */
const item = {
  name: text({ rules: title }),
  type: choice(MENU_LINK_TYPES, { default: 'url' }),
  /** The linked product, collection or page (none for a free URL). */
  target_id: text({ rules: { maxLength: 65 } }),
  url: text({ default: '', rules: { maxLength: 2049, link: true } }),
};
// Three levels: the third has no children.
const level3 = { ...item, children: rows({}, { ids: false, rules: { maxItems: 0 } }) };
const level2 = { ...item, children: rows(level3, { rules: { maxItems: ITEMS_MAX } }) };
const level1 = { ...item, children: rows(level2, { rules: { maxItems: ITEMS_MAX } }) };

export const menu = declareResource({
  name: 'menus',
  table: 'menu',
  path: '/online-store/menu',
  paths: { edit: ':id' },
  api: {
    base: '/shop/api/{shop}/menu',
    // SPEC §7 names the parameter {id} on PUT and {menu_id} on GET: one name for one path.
    id: 'menu_id',
    listKey: 'menus',
    delete: 'many',
    idField: '_id',
    partialUpdate: true,
    /** The menus in their new order (positions 0, 1, 2…). */
    more: { position: { method: 'PUT', path: '/position' } },
  },
  fields: {
    title: text({ rules: title, search: true }),
    location: choice(MENU_LOCATIONS, { default: 'header', filter: true }),
    items: rows(level1, { rules: { maxItems: ITEMS_MAX } }),
    /** Made from the title when created, unique in the shop (the storefront names menus by it). */
    handle: text({ readOnly: true, rules: { required: true } }),
    /** Set by PUT …/menu/position; a new menu comes last. */
    position: number({ readOnly: true, rules: { required: true, integer: true }, sortable: true }),
  },
  // The table is older than its declaration (20261123_menu_menus); a search reads the title itself.
  storage: { table: 'menus', since: '20261123', search: 'title' },
  list: { sort: { field: 'position', order: 'ASC' }, perPage: 200, page: { default: 50, max: 500 } },
  menu: { label: 'resources.menus.menu', group: 'online_store', order: 30 },
  strings: () => import('./menu.i18n').then((m) => m.menuMessages),
  redirect: { create: 'edit', edit: false },
});

/** The menu calls (the app's entries: method, path and flags). */
export const menuRoutes = menu.routes;
