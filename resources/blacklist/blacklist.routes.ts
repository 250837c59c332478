/** SPEC §7 Blacklist calls, quirk included. */
import { defineRoutes } from '../../core/route';
import { BlacklistAnswer, BlacklistBody } from './blacklist.schema';

export const blacklistRoutes = defineRoutes('blacklist', {
  get: {
    method: 'GET',
    path: '/product-2/api/{shop}/blacklist',
    response: BlacklistAnswer,
    summary: "The shop's search blacklist keywords.",
  },
  save: {
    method: 'POST',
    path: '/product-2/api/{shop}/blacklist',
    body: BlacklistBody,
    response: BlacklistAnswer,
    addShopId: true,
    summary: 'Replace the keyword list.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  clear: {
    method: 'DELETE',
    path: '/product-2/api/{shop}/bulk-update',
    bodyKind: 'none',
    response: BlacklistAnswer,
    summary: 'Delete the blacklist.',
    quirk:
      'SPEC §7 Blacklist: the delete action calls DELETE on /product-2/api/{shop}/bulk-update with no body. This looks odd but is what is called.',
  },
});
