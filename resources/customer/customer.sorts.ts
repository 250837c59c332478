/** The customer list's sort fields (the gateway's enum); zod-free, so the browser's first load can read it. */
export const CUSTOMER_SORTS = ['name', 'created_at', 'total_orders', 'total_spent'] as const;
