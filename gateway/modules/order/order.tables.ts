/** Columns the order module adds to its tables after the first migration (Kysely types by augmentation). */
declare module '../../db/schema' {
  interface OrderTable {
    /** Optimistic concurrency (20261123_order_version): bumped by every update; absent on rows built for insert (default 0). */
    version?: number;
    /** The checkout's priced amounts beyond subtotal, discount and shipping (20261123_order_priced_amounts); absent = 0. */
    surcharge?: number;
    tax?: number;
    tip?: number;
    /** What a gift card paid (positive). */
    gift_card?: number;
  }
}

export {};
