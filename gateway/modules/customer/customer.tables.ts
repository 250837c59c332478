/** Columns the customer module adds to its tables after the first migration (Kysely types by augmentation). */
declare module '../../db/schema' {
  interface CustomerTable {
    /** Optimistic concurrency (20261123_customer_version): bumped by every update; absent on rows built for insert (default 0). */
    version?: number;
  }
}

export {};
