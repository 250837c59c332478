/** SPEC §7 Review calls, paths exactly as written there. The export is the EXPORT-REVIEW job (resources/job). */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

const Id = z.object({ review_id: z.string().min(1).max(64) });

export const reviewRoutes = defineRoutes('review', {
  list: {
    method: 'GET',
    path: '/product-2/api/{shop}/review',
    query: ReviewListQuery,
    response: ReviewListAnswer,
    summary: 'Reviews or questions (type): status, rating, product, search, sort, paging.',
  },
  get: {
    method: 'GET',
    path: '/product-2/api/{shop}/review/{review_id}',
    params: Id,
    response: ReviewAnswer,
    summary: 'One review or question with its product, images and replies.',
  },
  create: {
    method: 'POST',
    path: '/product-2/api/{shop}/review',
    body: ReviewBody,
    response: ReviewAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create a review or question.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    method: 'PUT',
    path: '/product-2/api/{shop}/review/{review_id}',
    params: Id,
    body: ReviewUpdateBody,
    response: ReviewAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update a review or question: its text, status, images and replies.',
  },
  approve: {
    method: 'PUT',
    path: '/product-2/api/{shop}/review/approve',
    query: ReviewApproveQuery,
    body: ReviewIdList,
    response: ReviewStatusAnswer,
    summary: 'Set the status (pending, approved, refused) of chosen reviews.',
    quirk: 'SPEC §7: PUT review/approve?status= with a list body (a JSON array of ids).',
  },
  deleteMany: {
    method: 'DELETE',
    path: '/product-2/api/{shop}/review',
    body: ReviewIdsBody,
    response: ReviewIdsAnswer,
    summary: 'Delete reviews or questions.',
    quirk: 'SPEC §7: DELETE review with a body.',
  },
  import: {
    method: 'POST',
    path: '/product/review/{shop}/import',
    body: ReviewImportBody,
    response: ReviewImportAnswer,
    summary: 'Import a CSV of reviews: a dry run reports per row; nothing is written until dry_run is false.',
    quirk: 'SPEC §7: /product/review/{shop}/import, not under product-2/api.',
  },
});
