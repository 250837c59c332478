/** Columns the product module adds to its tables after the first migration (Kysely types by augmentation). */
declare module '../../db/schema' {
  interface ProductTable {
    /** Optimistic concurrency (20261123_product_version): bumped by every update; absent on rows built for insert (default 0). */
    version?: number;
  }
}

export {};
