/** SPEC §7 Customer calls, paths exactly as written there. Schemas: customer.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { customerSchemas } from './customer.contract';

export const customerRoutes = defineRoutes<typeof customerSchemas>()('customer', {
  list: { method: 'GET', path: '/customer/api/{shop}' },
  create: { method: 'POST', path: '/customer/api/{shop}' },
  get: { method: 'GET', path: '/customer/api/{shop}/{customer_id}' },
  update: { method: 'PUT', path: '/customer/api/{shop}/{customer_id}', versioned: true },
  bulk: { method: 'PUT', path: '/customer/api/{shop}/bulk' },
  deleteMany: { method: 'DELETE', path: '/customer/api/{shop}' },
  import: { method: 'POST', path: '/customer/api/{shop}/import' },
  export: { method: 'POST', path: '/customer/api/{shop}/export', responseType: 'blob' },
});
