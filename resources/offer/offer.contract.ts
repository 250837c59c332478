/** The offer calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  OfferAnswer,
  OfferBody,
  OfferIdsAnswer,
  OfferIdsBody,
  OfferListAnswer,
  OfferListQuery,
  OfferUpdateBody,
} from './offer.schema';
import { offerRoutes } from './offer.routes';

const Id = z.object({ discount_id: z.string().min(1).max(64) });

export const offerSchemas = {
  list: {
    query: OfferListQuery,
    response: OfferListAnswer,
    summary: 'Offers with query params (status, type, kind, search; paging; sort).',
  },
  get: {
    params: Id,
    response: OfferAnswer,
    summary: 'One offer.',
  },
  create: {
    body: OfferBody,
    response: OfferAnswer,
    status: 201,
    summary: 'Create an offer.',
    quirk: 'SPEC §7: the body plus shop_id.',
  },
  update: {
    params: Id,
    body: OfferUpdateBody,
    response: OfferAnswer,
    errors: [409],
    summary: 'Update an offer.',
    quirk: 'SPEC §7: the body includes id and shop_id (the dataProvider adds both).',
  },
  deleteMany: {
    body: OfferIdsBody,
    response: OfferIdsAnswer,
    summary: 'Delete offers.',
    quirk: 'SPEC §7: DELETE …/cross-sale/ with the trailing slash and a body of ids.',
  },
} satisfies SchemaTable;

export const offerContract = contract(offerRoutes, offerSchemas);
