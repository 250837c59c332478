/**
 * Shops are chosen and created on their own screens (/shop/select, /shop/create,
 * /shop/setup), so this declaration has data mappings and strings but no menu entry.
 */
import { defineResource } from '../../src/lib/defineResource';
import { shopMessages } from './shop.i18n';
import { shopRoutes } from './shop.routes';
import { shopFieldsQuery } from './shop.fields';

/** SPEC §9: the shop list is page 1, limit 100, published only. */
export const SHOP_LIST_QUERY = { page: 1, limit: 100, published: 'true' } as const;

export const shopResource = defineResource({
  name: 'shops',
  idField: '_id',
  crud: {
    getList: {
      route: shopRoutes.list,
      query: ({ pagination, filter }) => ({
        page: pagination?.page ?? SHOP_LIST_QUERY.page,
        limit: pagination?.perPage ?? SHOP_LIST_QUERY.limit,
        published: filter?.published ?? SHOP_LIST_QUERY.published,
      }),
      // SPEC §7 Shop: the list is read from data.data.shops.
      read: (answer) => ({ data: answer.data.shops, total: answer.data.total }),
    },
    // SPEC §7 "GET shop/api/{id} with a list of fields": SPEC §3's, unless the caller names others.
    getOne: {
      route: shopRoutes.get,
      params: ({ id }) => ({ id: String(id) }),
      query: ({ meta }) => shopFieldsQuery(meta?.fields),
    },
    create: { route: shopRoutes.init },
    update: { route: shopRoutes.update },
    delete: { route: shopRoutes.delete },
  },
  i18n: shopMessages,
  recordRepresentation: 'name',
  menu: false,
});
