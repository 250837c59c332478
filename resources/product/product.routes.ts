/** SPEC §7 Product calls, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  BulkApplyAnswer, BulkLastAnswer, BulkUndoAnswer, BulkPreviewAnswer, BulkUpdateBody, IdsBody, ImagesAnswer, ImagesQuery, ImportAnswer, ImportBody,
  ProductAnswer, ProductBody, ProductIdsAnswer, ProductListAnswer, ProductListQuery, ProductParams, ProductUpdateBody,
  TagsAnswer, TagsQuery, VariantsBody,
} from './product.schema';

export const productRoutes = defineRoutes('product', {
  list: {
    method: 'GET', path: '/product-2/api/{shop}', query: ProductListQuery, response: ProductListAnswer,
    summary: 'Products: search, filters (status, vendor, tag, collection), sort, paging.',
  },
  export: {
    method: 'GET', path: '/product-2/api/{shop}', query: ProductListQuery, responseType: 'blob', variantOf: 'list',
    contentType: 'text/csv', response: z.string(),
    summary: 'The same list as CSV.',
    quirk: 'SPEC §7 Product: export is the list call with isExport and a blob response.',
  },
  get: { method: 'GET', path: '/product-2/api/{shop}/{product_id}', params: ProductParams, response: ProductAnswer, summary: 'One product.' },
  create: {
    method: 'POST', path: '/product-2/api/{shop}', body: ProductBody, response: ProductAnswer, status: 201,
    addShopId: true, summary: 'Create a product.', quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    method: 'PUT', path: '/product-2/api/{shop}/{product_id}', params: ProductParams, body: ProductUpdateBody, response: ProductAnswer,
    versioned: true, errors: [409], summary: 'Update a product.',
  },
  deleteMany: {
    method: 'DELETE', path: '/product-2/api/{shop}', body: IdsBody, response: ProductIdsAnswer,
    summary: 'Delete products.', quirk: 'SPEC §7: DELETE on the base path with the ids in the body.',
  },
  import: {
    method: 'POST', path: '/product-2/api/{shop}/import', body: ImportBody, response: ImportAnswer,
    summary: 'Import a CSV: a dry run reports per row; nothing is written until dry_run is false.',
  },
  variants: {
    method: 'POST', path: '/product-2/api/{shop}/variants', body: VariantsBody, response: ProductAnswer,
    summary: "Replace one product's variants (prices, SKUs, quantities, images).",
  },
  tags: {
    method: 'GET', path: '/product-2/api/{shop}/tags', query: TagsQuery, response: TagsAnswer,
    summary: "The shop's product tags, for suggestions.",
  },
  images: {
    method: 'GET', path: '/product-2/api/{shop}/images', query: ImagesQuery, response: ImagesAnswer, summary: "The shop's product images.",
  },
  bulkPreview: {
    method: 'POST', path: '/product-2/api/{shop}/bulk-update', body: BulkUpdateBody, response: BulkPreviewAnswer,
    summary: 'Preview a bulk update: before and after per product; writes nothing.',
    quirk: 'SPEC §7: POST to bulk-update is the preview, PUT applies.',
  },
  bulkApply: {
    method: 'PUT', path: '/product-2/api/{shop}/bulk-update', body: BulkUpdateBody, response: BulkApplyAnswer,
    summary: 'Apply a bulk update in one transaction; the answer names the undo kept for 24 hours.',
  },
  bulkLast: {
    method: 'GET', path: '/product-2/api/{shop}/bulk-update/last', response: BulkLastAnswer,
    summary: 'The newest bulk update that can still be undone (24 hours), or null.',
  },
  bulkUndo: {
    method: 'POST', path: '/product-2/api/{shop}/bulk-update/{bulk_id}/undo', bodyKind: 'none',
    params: z.object({ bulk_id: z.string().min(1).max(64) }), response: BulkUndoAnswer,
    summary: 'Undo a bulk update: previous values back on every product not edited since.',
  },
});
