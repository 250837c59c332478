/** SPEC §2 customer screens, in one place (`/customers/edit` takes the id after it). */
import type { Identifier } from 'ra-core';

export const CUSTOMERS_PATH = '/customers';
const enc = (id: Identifier) => encodeURIComponent(String(id));

export const customerCreatePath = () => `${CUSTOMERS_PATH}/create`;
export const customerShowPath = (id: Identifier) => `${CUSTOMERS_PATH}/${enc(id)}`;
export const customerEditPath = (id: Identifier) => `${CUSTOMERS_PATH}/edit/${enc(id)}`;
