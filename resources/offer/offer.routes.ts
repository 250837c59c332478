/** SPEC §7 Cross-sale (boost-sell offers). */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  OfferAnswer,
  OfferBody,
  OfferIdsAnswer,
  OfferIdsBody,
  OfferListAnswer,
  OfferListQuery,
  OfferUpdateBody,
} from './offer.schema';

const Id = z.object({ discount_id: z.string().min(1).max(64) });
const base = '/product-2/api/{shop}/cross-sale';

export const offerRoutes = defineRoutes('offer', {
  list: {
    method: 'GET',
    path: `${base}/list`,
    query: OfferListQuery,
    response: OfferListAnswer,
    summary: 'Offers with query params (status, type, kind, search; paging; sort).',
  },
  get: { method: 'GET', path: `${base}/{discount_id}`, params: Id, response: OfferAnswer, summary: 'One offer.' },
  create: {
    method: 'POST',
    path: base,
    body: OfferBody,
    response: OfferAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create an offer.',
    quirk: 'SPEC §7: the body plus shop_id.',
  },
  update: {
    // SPEC §7 writes {id} here and {discount_id} on GET: one name for one path.
    method: 'PUT',
    path: `${base}/{discount_id}`,
    params: Id,
    body: OfferUpdateBody,
    response: OfferAnswer,
    addShopId: true,
    versioned: true,
    errors: [409],
    summary: 'Update an offer.',
    quirk: 'SPEC §7: the body includes id and shop_id (the dataProvider adds both).',
  },
  deleteMany: {
    method: 'DELETE',
    path: `${base}/`,
    body: OfferIdsBody,
    response: OfferIdsAnswer,
    summary: 'Delete offers.',
    quirk: 'SPEC §7: DELETE …/cross-sale/ with the trailing slash and a body of ids.',
  },
});
