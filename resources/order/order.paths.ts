/** SPEC §2 order screens, in one place. */
import type { Identifier } from 'ra-core';

export const ORDERS_PATH = '/orders';
export const ORDER_DRAFT_PATH = `${ORDERS_PATH}/draft`;
export const ORDER_ABANDONED_PATH = `${ORDERS_PATH}/abandoned`;

const enc = (id: Identifier) => encodeURIComponent(String(id));

export const orderShowPath = (id: Identifier) => `${ORDERS_PATH}/${enc(id)}`;
export const abandonedShowPath = (id: Identifier) => `${ORDER_ABANDONED_PATH}/${enc(id)}`;
