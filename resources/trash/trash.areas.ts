/** The Trash screen's tabs (issue 27 item 3), in menu order: each record is listed under its area. */
export const TRASH_AREAS = ['products', 'collections', 'customers', 'online_store', 'settings'] as const;
export type TrashArea = (typeof TRASH_AREAS)[number];
