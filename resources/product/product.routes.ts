/** SPEC §7 Product calls, paths exactly as written there. Schemas: product.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { productSchemas } from './product.contract';

export const productRoutes = defineRoutes<typeof productSchemas>()('product', {
  list: { method: 'GET', path: '/product-2/api/{shop}' },
  export: { method: 'GET', path: '/product-2/api/{shop}', responseType: 'blob', variantOf: 'list' },
  get: { method: 'GET', path: '/product-2/api/{shop}/{product_id}' },
  create: { method: 'POST', path: '/product-2/api/{shop}', addShopId: true },
  update: { method: 'PUT', path: '/product-2/api/{shop}/{product_id}', versioned: true },
  deleteMany: { method: 'DELETE', path: '/product-2/api/{shop}' },
  import: { method: 'POST', path: '/product-2/api/{shop}/import' },
  variants: { method: 'POST', path: '/product-2/api/{shop}/variants' },
  tags: { method: 'GET', path: '/product-2/api/{shop}/tags' },
  images: { method: 'GET', path: '/product-2/api/{shop}/images' },
  bulkPreview: { method: 'POST', path: '/product-2/api/{shop}/bulk-update', idempotent: false },
  bulkApply: { method: 'PUT', path: '/product-2/api/{shop}/bulk-update' },
  bulkLast: { method: 'GET', path: '/product-2/api/{shop}/bulk-update/last' },
  bulkUndo: { method: 'POST', path: '/product-2/api/{shop}/bulk-update/{bulk_id}/undo', bodyKind: 'none' },
});
