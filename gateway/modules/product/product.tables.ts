/** The product module's tables (SPEC §3 Product), added to the database type by augmentation. */
/** A product (SPEC §3); options, variants, custom options and media are JSON text. */
export interface ProductTable {
  id: string;
  shop_id: string;
  title: string;
  /** slugify(title), unique per shop. */
  handle: string;
  description: string | null;
  seo_description: string | null;
  price: number;
  compare_at_price: number | null;
  cost_per_item: number | null;
  sku: string | null;
  barcode: string | null;
  quantity: number;
  track_quantity: number;
  continue_selling: number;
  status: string;
  vendor: string | null;
  media: string;
  options: string;
  variants: string;
  custom_options: string;
  /** Title without accents, lower case: A-Z sorting that is the same on both databases. */
  sort_title: string;
  /** Title, SKU, vendor and tags without accents, lower case: what `q` searches. */
  search: string;
  /** Optimistic concurrency (20261123_product_version): bumped by every update; absent on rows built for insert (default 0). */
  version?: number;
  created_at: string;
  updated_at: string;
}

export interface ProductTagTable {
  shop_id: string;
  product_id: string;
  tag: string;
  /** Lower-case tag: one tag whatever its case. */
  tag_key: string;
}

export interface ProductCollectionTable {
  shop_id: string;
  product_id: string;
  collection_id: string;
}

/** Product media, one row per image, kept in step with products.media (the shop image list). */
export interface ProductMediaTable {
  shop_id: string;
  product_id: string;
  position: number;
  url: string;
  alt: string | null;
  created_at: string;
}

/** An applied bulk update, undoable until expires_at (0007). */
export interface ProductBulkUpdateTable {
  id: string;
  shop_id: string;
  user_id: string;
  count: number;
  /** JSON of the changes applied, for the screen. */
  changes: string;
  created_at: string;
  expires_at: string;
  undone_at: string | null;
}

/** One product's values before a bulk update; applied_at is its updated_at after it. */
export interface ProductBulkUpdateRowTable {
  bulk_id: string;
  shop_id: string;
  product_id: string;
  before: string;
  applied_at: string;
}

declare module '../../db/schema' {
  interface Database {
    products: ProductTable;
    product_tags: ProductTagTable;
    product_collections: ProductCollectionTable;
    product_media: ProductMediaTable;
    product_bulk_updates: ProductBulkUpdateTable;
    product_bulk_update_rows: ProductBulkUpdateRowTable;
  }
}
