/** The review calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  ReviewAnswer,
  ReviewApproveQuery,
  ReviewBody,
  ReviewIdList,
  ReviewIdsAnswer,
  ReviewIdsBody,
  ReviewImportAnswer,
  ReviewImportBody,
  ReviewListAnswer,
  ReviewListQuery,
  ReviewStatusAnswer,
  ReviewUpdateBody,
} from './review.schema';
import { reviewRoutes } from './review.routes';

const Id = z.object({ review_id: z.string().min(1).max(64) });

export const reviewSchemas = {
  list: {
    query: ReviewListQuery,
    response: ReviewListAnswer,
    summary: 'Reviews or questions (type): status, rating, product, search, sort, paging.',
  },
  get: {
    params: Id,
    response: ReviewAnswer,
    summary: 'One review or question with its product, images and replies.',
  },
  create: {
    body: ReviewBody,
    response: ReviewAnswer,
    status: 201,
    summary: 'Create a review or question.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    params: Id,
    body: ReviewUpdateBody,
    response: ReviewAnswer,
    errors: [409],
    summary: 'Update a review or question: its text, status, images and replies.',
  },
  approve: {
    query: ReviewApproveQuery,
    body: ReviewIdList,
    response: ReviewStatusAnswer,
    summary: 'Set the status (pending, approved, refused) of chosen reviews.',
    quirk: 'SPEC §7: PUT review/approve?status= with a list body (a JSON array of ids).',
  },
  deleteMany: {
    body: ReviewIdsBody,
    response: ReviewIdsAnswer,
    summary: 'Delete reviews or questions.',
    quirk: 'SPEC §7: DELETE review with a body.',
  },
  import: {
    body: ReviewImportBody,
    response: ReviewImportAnswer,
    summary: 'Import a CSV of reviews: a dry run reports per row; nothing is written until dry_run is false.',
    quirk: 'SPEC §7: /product/review/{shop}/import, not under product-2/api.',
  },
} satisfies SchemaTable;

export const reviewContract = contract(reviewRoutes, reviewSchemas);
