/** The page calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { pageRoutes } from './page.routes';

export const pageSchemas = {
  list: {
    query: PageListQuery,
    response: PageListAnswer,
    summary: 'Pages with query params (page, limit, sort, order, q, status, tag).',
  },
  tags: {
    response: PageTagsAnswer,
    summary: "Every tag the shop's pages use, A-Z.",
  },
  get: {
    params: z.object({ page_id: z.string().min(1).max(64) }),
    response: PageAnswer,
    summary: 'One page.',
  },
  create: {
    body: PageBody,
    response: PageAnswer,
    status: 201,
    summary: 'Create a page; the handle comes from the title when not given.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    body: PageUpdateBody,
    response: PageAnswer,
    errors: [409],
    summary: 'Update a page.',
    quirk: "SPEC §7: PUT with a body; the page id is the body's _id.",
  },
  deleteMany: {
    body: PageIdsBody,
    response: PageIdsAnswer,
    summary: 'Delete pages.',
    quirk: 'SPEC §7: DELETE with a body.',
  },
} satisfies SchemaTable;

export const pageContract = contract(pageRoutes, pageSchemas);
