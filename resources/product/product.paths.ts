/** SPEC §2 product screens, in one place (react-admin's own `/products/:id` redirects here). */
import type { Identifier } from 'ra-core';

export const PRODUCTS_PATH = '/products';
export const productCreatePath = () => `${PRODUCTS_PATH}/create`;
export const productEditPath = (id: Identifier) => `${PRODUCTS_PATH}/edit/${encodeURIComponent(String(id))}`;
export const productBulkUpdatePath = (ids: Identifier[] = []) =>
  `${PRODUCTS_PATH}/bulk-updates${ids.length ? `?ids=${ids.map((id) => encodeURIComponent(String(id))).join(',')}` : ''}`;
