/** SPEC §2 order screens, in one place. */
import type { Identifier } from 'ra-core';

export const ORDERS_PATH = '/orders';
export const ORDER_DRAFT_PATH = `${ORDERS_PATH}/draft`;
export const ORDER_ABANDONED_PATH = `${ORDERS_PATH}/abandoned`;

const enc = (id: Identifier) => encodeURIComponent(String(id));

export const orderShowPath = (id: Identifier) => `${ORDERS_PATH}/${enc(id)}`;
export const abandonedShowPath = (id: Identifier) => `${ORDER_ABANDONED_PATH}/${enc(id)}`;

/** Draft orders (issue 9): the list is /orders/draft; a new one, and one saved draft. */
export const DRAFT_CREATE_PATH = `${ORDER_DRAFT_PATH}/create`;
export const draftEditPath = (id: Identifier) => `${ORDER_DRAFT_PATH}/${enc(id)}`;
