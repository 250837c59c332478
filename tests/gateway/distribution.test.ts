/**
 * Issue 30 item 5: ready to distribute by shop (Citus). A distributed table's primary key and
 * unique indexes must include its distribution column, shop_id. This lists every shop table
 * (a table with a shop_id column) whose primary key or a unique index leaves shop_id out and
 * pins the list: a new table or unique index without shop_id fails here, and so does an entry
 * that was fixed (delete it from the list then).
 *
 * What is left (the closing note of issue 30 has the plan):
 * - Primary keys on a random `id` (or a parent's id): changing them is a migration per table
 *   to (shop_id, id), and every ON CONFLICT on them naming shop_id too. No foreign key
 *   references a shop table (pinned below), so no constraint elsewhere has to follow.
 * - Two uniques that are global by design, looked up before any shop is known: a custom
 *   domain routes to one shop only, and a private app's token is found by its hash alone.
 *   Under Citus they belong in reference tables (copied to every node, unique platform-wide).
 * PostgreSQL only: the catalogue read is PostgreSQL's, and Citus is a PostgreSQL extension.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useGateway } from './harness';

const PG = Boolean(process.env.TEST_DATABASE_URL);
if (!PG)
  console.log('distribution.test.ts skipped: it reads PostgreSQL catalogues (run under scripts/with-postgres.sh)');

/** table → its primary key's columns, where they leave shop_id out. */
const PRIMARY_KEYS_WITHOUT_SHOP_ID: Record<string, string> = {
  collections: 'id',
  copy_runs: 'id',
  cross_sales: 'id',
  customers: 'id',
  discount_usages: 'id',
  discounts: 'id',
  domains: 'id',
  draft_orders: 'id',
  email_templates: 'id',
  fulfillments: 'id',
  gift_card_transactions: 'id',
  gift_cards: 'id',
  idempotency_keys: 'id',
  job_files: 'job_id',
  jobs: 'id',
  menus: 'id',
  metafield_definitions: 'id',
  metafield_values: 'id',
  order_events: 'id',
  order_tags: 'order_id, tag_key',
  orders: 'id',
  outbox: 'id',
  pages: 'id',
  payments: 'id',
  plan_invoices: 'id',
  private_apps: 'id',
  product_bulk_update_rows: 'bulk_id, product_id',
  product_bulk_updates: 'id',
  product_collections: 'product_id, collection_id',
  product_media: 'product_id, position',
  product_tags: 'product_id, tag_key',
  products: 'id',
  record_versions: 'id',
  reviews: 'id',
  shipping_zones: 'id',
  shop_clones: 'id',
  shop_headers: 'id',
  subfees: 'id',
  tax_settings: 'id',
  template_objects: 'key',
  theme_layouts: 'id',
  trash_items: 'id',
};

/** Unique indexes without shop_id that must stay unique across every shop (reference tables under Citus). */
const GLOBAL_UNIQUES: Record<string, string> = {
  'domains (name)': 'a custom domain routes requests to exactly one shop',
  'private_apps (token_hash)': "a private app's token is checked before its shop is known",
};

interface Unique {
  table: string;
  columns: string;
  primary: boolean;
}

describe.skipIf(!PG)('distribution by shop (Citus readiness)', () => {
  const gw = useGateway();

  /** Every unique index (primary keys included) of a shop table whose columns leave shop_id out. */
  async function uniquesWithoutShopId(): Promise<Unique[]> {
    const { rows } = await sql<Unique>`
      SELECT t.relname AS "table", x.indisprimary AS "primary",
        (SELECT string_agg(a.attname, ', ' ORDER BY k.ord)
           FROM unnest(x.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS columns
      FROM pg_class t
      JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
      JOIN pg_attribute s ON s.attrelid = t.oid AND s.attname = 'shop_id' AND NOT s.attisdropped
      JOIN pg_index x ON x.indrelid = t.oid AND x.indisunique
      WHERE t.relkind IN ('r', 'p') AND NOT (s.attnum = ANY (x.indkey::int2[]))
      ORDER BY 1, 3`.execute(gw.db);
    return rows;
  }

  it('pins the shop tables whose primary key leaves shop_id out, and allows no other unique without it', async () => {
    const found = await uniquesWithoutShopId();
    const primaryKeys = Object.fromEntries(found.filter((u) => u.primary).map((u) => [u.table, u.columns]));
    expect(primaryKeys).toEqual(PRIMARY_KEYS_WITHOUT_SHOP_ID);
    const uniques = found.filter((u) => !u.primary).map((u) => `${u.table} (${u.columns})`);
    expect(uniques).toEqual(Object.keys(GLOBAL_UNIQUES));
  });

  it('finds every shop table through information_schema, and no foreign key pointing into one', async () => {
    const { rows: tables } = await sql<{ table: string }>`
      SELECT table_name AS "table" FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'shop_id' ORDER BY 1`.execute(gw.db);
    // Every pinned table is a shop table still (a table renamed or dropped leaves the list).
    const shopTables = new Set(tables.map((t) => t.table));
    expect(Object.keys(PRIMARY_KEYS_WITHOUT_SHOP_ID).filter((t) => !shopTables.has(t))).toEqual([]);
    // Changing these primary keys to (shop_id, …) needs no foreign key rewritten: none references them.
    const { rows: references } = await sql<{ name: string }>`
      SELECT c.conname AS name FROM pg_constraint c
      JOIN pg_attribute s ON s.attrelid = c.confrelid AND s.attname = 'shop_id'
      WHERE c.contype = 'f'`.execute(gw.db);
    expect(references).toEqual([]);
  });
});
