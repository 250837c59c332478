/**
 * SPEC §2 collection screens live under /products: `/products/collections`,
 * `/products/collections/create`, `/products/collections/edit/:id`. react-admin's own
 * `/collections…` paths redirect here.
 */
import type { Identifier } from 'ra-core';

export const COLLECTIONS_PATH = '/products/collections';
export const collectionCreatePath = () => `${COLLECTIONS_PATH}/create`;
export const collectionEditPath = (id: Identifier) => `${COLLECTIONS_PATH}/edit/${encodeURIComponent(String(id))}`;
/** The product list filtered by a collection. */
export const collectionProductsPath = (id: Identifier) =>
  `/products?filter=${encodeURIComponent(JSON.stringify({ collection: String(id) }))}`;
