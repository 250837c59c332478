/** SPEC §7 Email templates (the fifth, POST /email/send/order, is in resources/mail). Schemas: email.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { emailSchemas } from './email.contract';

export const emailRoutes = defineRoutes<typeof emailSchemas>()('email', {
  list: { method: 'GET', path: '/email/api/{shop}' },
  get: { method: 'GET', path: '/email/api/{shop}/{slug}' },
  update: { method: 'PUT', path: '/email/api/{shop}' },
  recover: { method: 'POST', path: '/email/api/{shop}/recover' },
  sendTest: { method: 'POST', path: '/email/api/{shop}/test' },
});
