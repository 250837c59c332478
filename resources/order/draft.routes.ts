/**
 * Draft orders (issue 9; SPEC §2 /orders/draft, §7 Order has no draft calls, so these sit
 * beside the order calls under /order/api/{shop}/draft). A private app's
 * orders scope covers them.
 * Schemas: draft.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { draftSchemas } from './draft.contract';

const base = '/order/api/{shop}/draft';

export const draftRoutes = defineRoutes<typeof draftSchemas>()('order_draft', {
  list: { method: 'GET', path: base },
  get: { method: 'GET', path: `${base}/{draft_id}` },
  create: { method: 'POST', path: base },
  update: { method: 'PUT', path: `${base}/{draft_id}`, versioned: true },
  deleteMany: { method: 'DELETE', path: base },
  complete: { method: 'POST', path: `${base}/{draft_id}/complete` },
  sendInvoice: { method: 'POST', path: `${base}/{draft_id}/send-invoice`, bodyKind: 'none' },
});
