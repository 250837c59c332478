/** The product calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  BulkApplyAnswer,
  BulkLastAnswer,
  BulkUndoAnswer,
  BulkPreviewAnswer,
  BulkUpdateBody,
  IdsBody,
  ImagesAnswer,
  ImagesQuery,
  ImportAnswer,
  ImportBody,
  ProductAnswer,
  ProductBody,
  ProductIdsAnswer,
  ProductListAnswer,
  ProductListQuery,
  ProductParams,
  ProductUpdateBody,
  TagsAnswer,
  TagsQuery,
  VariantsBody,
} from './product.schema';
import { productRoutes } from './product.routes';

export const productSchemas = {
  list: {
    query: ProductListQuery,
    response: ProductListAnswer,
    summary: 'Products: search, filters (status, vendor, tag, collection), sort, paging.',
  },
  export: {
    query: ProductListQuery,
    contentType: 'text/csv',
    response: z.string(),
    summary: 'The same list as CSV.',
    quirk: 'SPEC §7 Product: export is the list call with isExport and a blob response.',
  },
  get: {
    params: ProductParams,
    response: ProductAnswer,
    summary: 'One product.',
  },
  create: {
    body: ProductBody,
    response: ProductAnswer,
    status: 201,
    summary: 'Create a product.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    params: ProductParams,
    body: ProductUpdateBody,
    response: ProductAnswer,
    errors: [409],
    summary: 'Update a product.',
  },
  deleteMany: {
    body: IdsBody,
    response: ProductIdsAnswer,
    summary: 'Delete products.',
    quirk: 'SPEC §7: DELETE on the base path with the ids in the body.',
  },
  import: {
    body: ImportBody,
    response: ImportAnswer,
    summary: 'Import a CSV: a dry run reports per row; nothing is written until dry_run is false.',
  },
  variants: {
    body: VariantsBody,
    response: ProductAnswer,
    summary: "Replace one product's variants (prices, SKUs, quantities, images).",
  },
  tags: {
    query: TagsQuery,
    response: TagsAnswer,
    summary: "The shop's product tags, for suggestions.",
  },
  images: {
    query: ImagesQuery,
    response: ImagesAnswer,
    summary: "The shop's product images.",
  },
  bulkPreview: {
    body: BulkUpdateBody,
    response: BulkPreviewAnswer,
    summary: 'Preview a bulk update: before and after per product; writes nothing.',
    quirk: 'SPEC §7: POST to bulk-update is the preview, PUT applies.',
  },
  bulkApply: {
    body: BulkUpdateBody,
    response: BulkApplyAnswer,
    summary: 'Apply a bulk update in one transaction; the answer names the undo kept for 24 hours.',
  },
  bulkLast: {
    response: BulkLastAnswer,
    summary: 'The newest bulk update that can still be undone (24 hours), or null.',
  },
  bulkUndo: {
    params: z.object({ bulk_id: z.string().min(1).max(64) }),
    response: BulkUndoAnswer,
    summary: 'Undo a bulk update: previous values back on every product not edited since.',
  },
} satisfies SchemaTable;

export const productContract = contract(productRoutes, productSchemas);
