/** SPEC §7 Shop images: GET .../images/list with params, DELETE .../images with a body. Schemas: file.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { fileSchemas } from './file.contract';

export const fileRoutes = defineRoutes<typeof fileSchemas>()('file', {
  list: { method: 'GET', path: '/shop/api/{shop}/images/list' },
  deleteMany: { method: 'DELETE', path: '/shop/api/{shop}/images' },
});
