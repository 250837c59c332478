/** SPEC §2 page screens: /online-store/pages, /online-store/pages/create, /online-store/pages/edit/:id. */
import type { Identifier } from 'ra-core';

export const PAGES_PATH = '/online-store/pages';
export const pageCreatePath = () => `${PAGES_PATH}/create`;
export const pageEditPath = (id: Identifier) => `${PAGES_PATH}/edit/${encodeURIComponent(String(id))}`;
