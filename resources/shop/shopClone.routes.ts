/**
 * A new shop from another of the merchant's shops (issue 26 item 4; ours, not SPEC §7): start
 * the copy into the new shop `{id}`, read it (progress and report), undo it for 24 hours.
 * Schemas: shopClone.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { shopCloneSchemas } from './shopClone.contract';

export const shopCloneRoutes = defineRoutes<typeof shopCloneSchemas>()('shop_clone', {
  start: { method: 'POST', path: '/shop/api/{id}/clone', shopParam: 'id' },
  get: { method: 'GET', path: '/shop/api/{id}/clone', shopParam: 'id' },
  undo: { method: 'POST', path: '/shop/api/{id}/clone/undo', shopParam: 'id', bodyKind: 'none' },
});
