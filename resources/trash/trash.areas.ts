/** The Trash (issue 27 item 3), shared by the gateway and the screen: its areas and how long it keeps. */

/** How long a deleted record can be restored. */
export const TRASH_DAYS = 30;

/** The Trash screen's tabs, in menu order: each record is listed under its area. */
export const TRASH_AREAS = ['products', 'collections', 'customers', 'online_store', 'settings'] as const;
export type TrashArea = (typeof TRASH_AREAS)[number];

export const isTrashArea = (area: unknown): area is TrashArea => (TRASH_AREAS as readonly unknown[]).includes(area);
