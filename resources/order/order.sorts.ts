/** The order list's sort fields (the gateway's enum); zod-free, so the browser's first load can read it. */
export const ORDER_SORTS = ['created_at', 'number', 'total', 'customer'] as const;
