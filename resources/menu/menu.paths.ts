/** SPEC §2: /online-store/menu (list) and /online-store/menu/{id?} (editor; create without an id). */
import type { Identifier } from 'ra-core';

export const MENUS_PATH = '/online-store/menu';
export const menuCreatePath = () => `${MENUS_PATH}/create`;
export const menuEditPath = (id: Identifier) => `${MENUS_PATH}/${encodeURIComponent(String(id))}`;
