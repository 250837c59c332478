/** Product (SPEC §3) with options, variants, custom options and media; §5 and §9 limits. */
import { z } from 'zod';
import {
  BULK_FIELDS,
  DESCRIPTION_MAX,
  MAX_OPTIONS,
  MAX_VARIANTS,
  PRODUCT_STATUSES,
  TITLE_MAX,
  UPLOAD_MAX_BYTES,
} from './product.limits';
import { Job } from '../job/job.schema';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
export { BULK_FIELDS, DESCRIPTION_MAX, MAX_OPTIONS, MAX_VARIANTS, PRODUCT_STATUSES, TITLE_MAX, UPLOAD_MAX_BYTES };
import {
  atLeast,
  atMostLength,
  between,
  integer,
  maxLength,
  maxValue,
  numeric,
  required,
  requiredText,
  text,
} from '../../core/validation';

/**
 * Money: 0 or more, under 10 digits (as SPEC §9 says of discount values), with SPEC §5's
 * between message ("must be from 0 to 999999999.99."); counts likewise.
 */
export const MONEY_MAX = 999_999_999.99;
const money = () => numeric(between(0, MONEY_MAX));
const count = () => numeric(integer(), between(0, 999_999_999));

export const MediaItem = z.object({
  url: z.string().url().max(2048),
  alt: z.string().max(200).nullish(),
});

export const ProductOption = z.object({
  name: requiredText(maxLength(50)),
  values: z
    .array(requiredText(maxLength(50)))
    .min(1, 'app.validation.list')
    .max(50),
});

export const Variant = z.object({
  id: z.string().max(64).nullish(),
  /** One value per product option, in option order. */
  options: z.array(z.string().max(50)).max(MAX_OPTIONS),
  price: money(),
  compare_at_price: money(),
  sku: text(maxLength(100)),
  quantity: count(),
  image: z.string().max(2048).nullish(),
});

export const CustomOption = z.object({
  label: requiredText(maxLength(100)),
  placeholder: text(maxLength(100)),
  default_value: text(maxLength(255)),
  max_length: numeric(integer(), atLeast(1), maxValue(10_000)),
});

export const productShape = {
  // SPEC §9 counters (title 70, description 250): the message names the counter's number and that
  // many are allowed ("must be at most 70 characters."; issue 31 item 12).
  title: requiredText(atMostLength(TITLE_MAX)),
  description: z.string().max(100_000).nullish(),
  seo_description: text(atMostLength(DESCRIPTION_MAX)),
  media: z.array(MediaItem).max(50).default([]),
  price: numeric(required(), between(0, MONEY_MAX)),
  compare_at_price: money(),
  cost_per_item: money(),
  sku: text(maxLength(100)),
  barcode: text(maxLength(100)),
  quantity: count(),
  track_quantity: z.boolean().default(true),
  continue_selling: z.boolean().default(false),
  options: z.array(ProductOption).max(MAX_OPTIONS).default([]),
  variants: z.array(Variant).max(MAX_VARIANTS).default([]),
  custom_options: z.array(CustomOption).max(20).default([]),
  status: z.enum(PRODUCT_STATUSES).default('active'),
  vendor: text(maxLength(100)),
  tags: z.array(z.string().trim().min(1).max(50)).max(100).default([]),
  collections: z.array(z.string().max(64)).max(100).default([]),
};

export const ProductBody = z.object({ ...productShape, shop_id: z.string().max(64).optional() });
type WithoutDefaults<T> = { [K in keyof T]: T[K] extends z.ZodDefault<infer I> ? I : T[K] };
/** zod 4's partial() keeps defaults: a partial update must leave out what it does not send. */
function withoutDefaults<T extends Record<string, z.ZodType>>(shape: T): WithoutDefaults<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([k, s]) => [k, s instanceof z.ZodDefault ? s.unwrap() : s]),
  ) as WithoutDefaults<T>;
}
export const ProductUpdateBody = z
  .object(withoutDefaults(productShape))
  .partial()
  .extend({ shop_id: z.string().max(64).optional(), ...VersionField });

export const ProductListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['title', 'created_at', 'quantity', 'price']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
  vendor: z.string().max(100).optional(),
  tag: z.string().max(50).optional(),
  collection: z.string().max(64).optional(),
  ids: z.string().max(5000).optional(),
  isExport: z.enum(['true', 'false']).optional(),
});

export const IdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000) });

/** CSV import: a dry run reports per row; nothing is written until dry_run is false. */
export const ImportBody = z.object({
  csv: z.string().min(1, 'app.validation.required').max(5_000_000),
  dry_run: z.boolean().default(true),
});

export const VariantsBody = z.object({
  product_id: z.string().max(64),
  variants: z.array(Variant).max(MAX_VARIANTS),
});

export const TagsQuery = z.object({
  q: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ImagesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Bulk update: which products, which field, which formula. */
export const BULK_OPERATIONS = [
  'set',
  'add',
  'subtract',
  'add_percent',
  'subtract_percent',
  'add_tags',
  'remove_tags',
] as const;
export const BulkUpdateBody = z.object({
  /** Chosen products; or a filter (same keys as the list query) when ids is empty. */
  ids: z.array(z.string().max(64)).max(10_000).default([]),
  filter: ProductListQuery.pick({ q: true, status: true, vendor: true, tag: true, collection: true })
    .partial()
    .default({}),
  changes: z
    .array(
      z.object({
        field: z.enum(BULK_FIELDS),
        operation: z.enum(BULK_OPERATIONS),
        // A price or quantity, a status, or tags: as many as a product may have (100), a line each.
        value: z.union([z.number(), z.string().max(5_000), z.array(z.string().max(255)).max(100)]),
      }),
    )
    .min(1, 'app.validation.list')
    .max(5),
});

const nullableNumber = () => z.number().nullable();
const nullableText = () => z.string().nullable();

/** A variant as stored and answered: an id, the option values, rounded money. */
export const StoredVariant = z.object({
  id: z.string().nullish(),
  options: z.array(z.string()),
  price: nullableNumber(),
  compare_at_price: nullableNumber().optional(),
  sku: nullableText().optional(),
  quantity: nullableNumber().optional(),
  image: nullableText().optional(),
});

/** A product as the gateway answers it (SPEC §3; margin and profit computed). */
export const Product = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: nullableText(),
  seo_description: nullableText(),
  media: z.array(z.object({ url: z.string(), alt: nullableText().optional() })),
  price: z.number(),
  compare_at_price: nullableNumber(),
  cost_per_item: nullableNumber(),
  /** Percent of the price kept after cost; null without a cost. */
  margin: nullableNumber(),
  profit: nullableNumber(),
  sku: nullableText(),
  barcode: nullableText(),
  quantity: z.number(),
  track_quantity: z.boolean(),
  continue_selling: z.boolean(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(StoredVariant),
  custom_options: z.array(
    z.object({
      label: z.string(),
      placeholder: nullableText().optional(),
      default_value: nullableText().optional(),
      max_length: nullableNumber().optional(),
    }),
  ),
  status: z.enum(PRODUCT_STATUSES),
  vendor: nullableText(),
  tags: z.array(z.string()),
  collections: z.array(z.string()),
  /** The version it was read at: an update sends it back (409 when it moved on). */
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Product = z.infer<typeof Product>;

export const ProductAnswer = answer(Product);
export const ProductListAnswer = listAnswer('products', Product);
export const ProductIdsAnswer = IdsAnswer;
export const ProductParams = z.object({ product_id: z.string().min(1).max(64) });
export const TagsAnswer = answer(z.array(z.string()));
export const ImagesAnswer = listAnswer(
  'images',
  z.object({
    url: z.string(),
    alt: nullableText(),
    product_id: z.string(),
    position: z.number().int(),
    created_at: isoDate(),
    product_title: z.string(),
  }),
);

const messageArgs = z.record(z.string(), z.union([z.string(), z.number()])).optional();
/** One row of a CSV import report: ok, error (bad values, as i18n keys with arguments) or empty. */
export const ImportRow = z.object({
  /** Line of the file, the header being row 1. */
  row: z.number().int(),
  status: z.enum(['ok', 'error', 'empty']),
  /** What the import does with a good product. */
  action: z.enum(['create', 'update', 'unchanged']).optional(),
  title: nullableText(),
  errors: z.array(z.object({ column: z.string(), message: z.string(), args: messageArgs })),
});
export const ImportReport = z.object({
  dry_run: z.boolean().optional(),
  rows: z.array(ImportRow),
  missing_columns: z.array(z.string()),
  created: z.number().int().min(0),
  updated: z.number().int().min(0).optional(),
  unchanged: z.number().int().min(0).optional(),
  errors: z.number().int().min(0).optional(),
  ids: z.array(z.string()).optional(),
});
/** The report, or the job a file over the import threshold runs as (issue 15). */
export const ImportAnswer = answer(z.union([ImportReport, z.object({ job: Job })]));

const bulkValues = z.record(z.string(), z.union([z.number(), z.string(), z.array(z.string()), z.null()]));
/** One product of a bulk update preview: its values before and after. */
export const BulkRow = z.object({
  id: z.string(),
  title: z.string(),
  before: bulkValues,
  after: bulkValues,
  changed: z.boolean(),
});
export const BulkPreviewAnswer = answer(
  z.object({
    rows: z.array(BulkRow),
    total: z.number().int().min(0),
    changed: z.number().int().min(0),
  }),
);
export const BulkApplyAnswer = answer(
  z.object({
    updated: z.number().int().min(0),
    ids: z.array(z.string()),
    /** The undo kept for 24 hours (issue 15), when anything changed. */
    undo_id: z.string().nullable(),
    undo_until: z.string().nullable(),
  }),
);

/** An applied bulk update that can still be undone (GET …/bulk-update/last). */
export const BulkUndoable = z.object({
  id: z.string(),
  count: z.number().int().min(0),
  changes: BulkUpdateBody.shape.changes,
  created_at: isoDate(),
  expires_at: isoDate(),
});
export type BulkUndoable = z.infer<typeof BulkUndoable>;
export const BulkLastAnswer = answer(BulkUndoable.nullable());
export const BulkUndoAnswer = answer(
  z.object({
    restored: z.number().int().min(0),
    ids: z.array(z.string()),
    skipped: z.array(z.string()),
  }),
);

export type ProductBody = z.input<typeof ProductBody>;
export type BulkUpdateBody = z.input<typeof BulkUpdateBody>;
