/**
 * Pages (SPEC §3 Page, §7 Pages, §2 /online-store/pages): a shop's content pages (About us, a
 * shipping policy). A declared resource: its calls, table, rules and paths come from here; the
 * handle rule (SPEC §5 slug, unique in the shop) is the gateway module's hooks
 * (gateway/modules/page), and the screens keep their editor layout (PageList, PageForm).
 */
import { choice, richText, tags, text } from '../../core/fields';
import { declareResource } from '../../core/resource';

/** SPEC §9 counters: a title (and its SEO title) under 70 characters, a meta description under 250. */
export const PAGE_TITLE_MAX = 70;
export const PAGE_DESCRIPTION_MAX = 250;

export const page = declareResource({
  name: 'pages',
  table: 'page',
  path: '/online-store/pages',
  api: {
    base: '/page/api/{shop}',
    id: 'page_id',
    listKey: 'pages',
    delete: 'many',
    idField: '_id',
    partialUpdate: true,
    // SPEC §7: PUT with a body; the page is the body's _id.
    idInBody: true,
    // Every tag the shop's pages use (the tag filter and the form's suggestions).
    more: { tags: { method: 'GET', path: '/tags' } },
  },
  fields: {
    title: text({
      rules: { required: true, maxLength: PAGE_TITLE_MAX + 1 },
      counter: true,
      column: true,
      sortable: true,
      search: true,
    }),
    /** HTML from the rich-text editor, stored as given and sanitised wherever it is shown. */
    description: richText({ rules: { maxLength: 200_001 } }),
    /** The image's URL (uploaded to the object store). */
    image: text({ rules: { maxLength: 2048 } }),
    status: choice(['active', 'inactive'], { default: 'active', radio: true, column: true, filter: true }),
    tags: tags({ rules: { maxLength: 51, maxItems: 50 }, column: true, filter: 'tag' }),
    /** The page's address part: from the title (SPEC §5 slug) when blank, unique in the shop. */
    handle: text({ rules: { maxLength: 101 } }),
    seo_title: text({ rules: { maxLength: PAGE_TITLE_MAX + 1 }, counter: true }),
    seo_description: text({ rules: { maxLength: PAGE_DESCRIPTION_MAX + 1 }, counter: true, multiline: true }),
  },
  // The table is older than its declaration (20261123_page_pages); `sort_title` keeps the title's search key.
  storage: { table: 'pages', since: '20261123', search: 'sort_title' },
  list: { sort: { field: 'updated_at', order: 'DESC' }, perPage: 20, page: { default: 50, max: 500 } },
  menu: { label: 'resources.pages.menu', group: 'online_store', order: 20 },
  strings: () => import('./page.i18n').then((m) => m.pageMessages),
  uses: ['files', 'preferences'],
  redirect: { create: 'edit', edit: false },
});

/** The page calls (the app's entries: method, path and flags). */
export const pageRoutes = page.routes;
