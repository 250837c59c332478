/**
 * Review and question (SPEC §3 Review: subject, content, rating, image, full name, customer
 * email, status, replies; §4 status pending, approved, refused). A question is the same
 * record with type 'question' and no rating.
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { between, email, integer, maxLength, numeric, requiredText, text } from '../../core/validation';

export const REVIEW_TYPES = ['review', 'question'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** SPEC §7: reviews are exported on this job channel. */
export const REVIEW_EXPORT_CHANNEL = 'EXPORT-REVIEW';

const Images = z.array(z.string().min(1).max(2048)).max(10, 'app.validation.invalid');

export const ReplyBody = z.object({
  id: z.string().max(64).optional(),
  content: requiredText(maxLength(5000)),
});

export const ReviewBody = z.object({
  type: z.enum(REVIEW_TYPES).default('review'),
  product_id: z.string().max(64).nullish(),
  subject: text(maxLength(250)),
  content: requiredText(maxLength(5000)),
  rating: numeric(integer(), between(1, 5)),
  images: Images.default([]),
  full_name: requiredText(maxLength(100)),
  customer_email: text(email('app.field.email'), maxLength(250)),
  status: z.enum(REVIEW_STATUSES).default('pending'),
  replies: z.array(ReplyBody).max(50).default([]),
  shop_id: z.string().max(64).optional(),
});
export const ReviewUpdateBody = z.object({
  product_id: z.string().max(64).nullish(),
  subject: text(maxLength(250)),
  content: requiredText(maxLength(5000)).optional(),
  rating: numeric(integer(), between(1, 5)),
  images: Images.optional(),
  full_name: requiredText(maxLength(100)).optional(),
  customer_email: text(email('app.field.email'), maxLength(250)),
  status: z.enum(REVIEW_STATUSES).optional(),
  replies: z.array(ReplyBody).max(50).optional(),
  ...VersionField,
});

export const ReviewListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(25),
  type: z.enum(REVIEW_TYPES).default('review'),
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  product_id: z.string().max(64).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(['created_at', 'rating']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/** SPEC §7: PUT review/approve?status= with a list body (the ids). */
export const ReviewApproveQuery = z.object({ status: z.enum(REVIEW_STATUSES) });
export const ReviewIdList = z.array(z.string().min(1).max(64)).min(1, 'app.validation.list').max(1000);
export const ReviewIdsBody = z.object({ ids: ReviewIdList });

/** CSV import: a dry run reports per row; nothing is written until dry_run is false. */
export const ReviewImportBody = z.object({
  csv: z.string().min(1, 'app.validation.required').max(5_000_000),
  dry_run: z.boolean().default(true),
  type: z.enum(REVIEW_TYPES).default('review'),
});
export const REVIEW_IMPORT_REQUIRED = ['product_handle', 'full_name', 'content'] as const;
export const REVIEW_IMPORT_OPTIONAL = [
  'subject',
  'rating',
  'customer_email',
  'status',
  'images',
  'created_at',
] as const;

/** EXPORT-REVIEW job params (published with shop_id and user_id). */
export const ReviewExportParams = z.object({
  type: z.enum(REVIEW_TYPES).default('review'),
  status: z.enum(REVIEW_STATUSES).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  q: z.string().max(200).optional(),
  ids: z.array(z.string().max(64)).max(100_000).optional(),
});

export const Reply = z.object({
  id: z.string(),
  content: z.string(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Reply = z.infer<typeof Reply>;

export const Review = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  type: z.enum(REVIEW_TYPES),
  product_id: z.string().nullable(),
  product_title: z.string().nullable(),
  product_image: z.string().nullable(),
  customer_id: z.string().nullable(),
  subject: z.string().nullable(),
  content: z.string(),
  rating: z.number().int().min(1).max(5).nullable(),
  images: z.array(z.string()),
  full_name: z.string(),
  customer_email: z.string().nullable(),
  status: z.enum(REVIEW_STATUSES),
  replies: z.array(Reply),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Review = z.infer<typeof Review>;

export const ReviewAnswer = answer(Review);
export const ReviewListAnswer = listAnswer('reviews', Review);
export const ReviewIdsAnswer = IdsAnswer;
export const ReviewStatusAnswer = answer(z.object({ ids: z.array(z.string()), status: z.enum(REVIEW_STATUSES) }));

export const ReviewImportRow = z.object({
  row: z.number().int(),
  status: z.enum(['ok', 'error', 'empty']),
  product_handle: z.string().nullable(),
  errors: z.array(
    z.object({
      column: z.string(),
      message: z.string(),
      args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
export type ReviewImportRow = z.infer<typeof ReviewImportRow>;
export const ReviewImportReport = z.object({
  dry_run: z.boolean(),
  rows: z.array(ReviewImportRow),
  missing_columns: z.array(z.string()),
  created: z.number().int().min(0),
  ids: z.array(z.string()),
});
export type ReviewImportReport = z.infer<typeof ReviewImportReport>;
export const ReviewImportAnswer = answer(ReviewImportReport);
