/**
 * Gift card calls. SPEC §7 names none: these are ours, under /gift-card/api/{shop} like
 * the other services (list, issue, one with its history, update/disable, redeem).
 * Schemas: giftCard.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { giftCardSchemas } from './giftCard.contract';

export const giftCardRoutes = defineRoutes<typeof giftCardSchemas>()('gift_card', {
  list: { method: 'GET', path: '/gift-card/api/{shop}' },
  create: { method: 'POST', path: '/gift-card/api/{shop}', addShopId: true },
  get: { method: 'GET', path: '/gift-card/api/{shop}/{gift_card_id}' },
  update: { method: 'PUT', path: '/gift-card/api/{shop}/{gift_card_id}', versioned: true },
  redeem: { method: 'POST', path: '/gift-card/api/{shop}/redeem' },
});
