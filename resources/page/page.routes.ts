/** SPEC §7 Pages, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  PageAnswer,
  PageBody,
  PageIdsAnswer,
  PageIdsBody,
  PageListAnswer,
  PageListQuery,
  PageTagsAnswer,
  PageUpdateBody,
} from './page.schema';

export const pageRoutes = defineRoutes('page', {
  list: {
    method: 'GET',
    path: '/page/api/{shop}',
    query: PageListQuery,
    response: PageListAnswer,
    summary: 'Pages with query params (page, limit, sort, order, q, status, tag).',
  },
  tags: {
    method: 'GET',
    path: '/page/api/{shop}/tags',
    response: PageTagsAnswer,
    summary: "Every tag the shop's pages use, A-Z.",
  },
  get: {
    method: 'GET',
    path: '/page/api/{shop}/{page_id}',
    params: z.object({ page_id: z.string().min(1).max(64) }),
    response: PageAnswer,
    summary: 'One page.',
  },
  create: {
    method: 'POST',
    path: '/page/api/{shop}',
    body: PageBody,
    response: PageAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create a page; the handle comes from the title when not given.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    method: 'PUT',
    path: '/page/api/{shop}',
    body: PageUpdateBody,
    response: PageAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update a page.',
    quirk: "SPEC §7: PUT with a body; the page id is the body's _id.",
  },
  deleteMany: {
    method: 'DELETE',
    path: '/page/api/{shop}',
    body: PageIdsBody,
    response: PageIdsAnswer,
    summary: 'Delete pages.',
    quirk: 'SPEC §7: DELETE with a body.',
  },
});
