/**
 * SPEC §2 `/orders/fulfillment/{action?}/{id?}`: create takes the order id; edit takes the
 * fulfillment id, with its order in `?order=` (every fulfillment call names both).
 */
import type { Identifier } from 'ra-core';

export const FULFILLMENT_PATH = '/orders/fulfillment';
const enc = (id: Identifier) => encodeURIComponent(String(id));

export const fulfillmentCreatePath = (orderId: Identifier) => `${FULFILLMENT_PATH}/create/${enc(orderId)}`;
export const fulfillmentEditPath = (orderId: Identifier, fulfillId: Identifier) =>
  `${FULFILLMENT_PATH}/edit/${enc(fulfillId)}?order=${enc(orderId)}`;
