/** The fulfillment module's table (SPEC §3 Order › Fulfillment), added to the database type by augmentation. */
export interface FulfillmentTable {
  id: string;
  shop_id: string;
  order_id: string;
  /** 1, 2, ... within the order: the '.1' of '#1001.1'. */
  seq: number;
  /** JSON array of { item_id, quantity }. */
  items: string;
  tracking_number: string | null;
  tracking_company: string | null;
  tracking_url: string | null;
  notify: number;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    fulfillments: FulfillmentTable;
  }
}
