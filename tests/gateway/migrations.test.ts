/** Start-up: migrations are idempotent, the signing secret persists, the demo seed runs once. */
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../gateway/config';
import { allMigrations, migrate } from '../../gateway/db';
import { modules, moduleShopTables } from '../../gateway/modules';
import { seedDemo, DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import { buildApp } from '../../gateway/server';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { Gateway, openTestDatabase, testConfig, type TestDatabase } from './harness';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

/**
 * Kysely's Migrator keys migrations by name: a database that ran one never runs it again, and
 * a name it does not know is refused. Moving a migration between modules must keep its name.
 */
const MIGRATION_NAMES = [
  '0001_accounts_and_shops',
  '0002_jobs',
  '0003_token_cutoff',
  '0004_catalogue',
  '0005_orders_customers',
  '0006_security_counters',
  '0007_stock_and_bulk_undo',
  '20261123_billing_invoices',
  '20261123_collection_version',
  '20261123_customer_version',
  '20261123_discount_tables',
  '20261123_domain_domains',
  '20261123_gift_card_tables',
  '20261123_mail_templates',
  '20261123_menu_menus',
  '20261123_metafield_tables',
  '20261123_offer_cross_sales',
  '20261123_order_drafts',
  '20261123_order_drafts_gift_card',
  '20261123_order_priced_amounts',
  '20261123_order_status_counts',
  '20261123_order_version',
  '20261123_page_pages',
  '20261123_payment_payments',
  '20261123_private_app_tables',
  '20261123_product_version',
  '20261123_review_reviews',
  '20261123_shipping_zones',
  '20261123_subfee_table',
  '20261123_tax_settings',
  '20261123_theme_layouts',
  '20261123_theme_template_objects_shop',
  '20261201_auth_account_tokens',
  '20261201_sessions',
  '20261205_order_drafts_shipping_price',
  '20261210_auth_two_factor',
  '20261215_idempotency_keys',
  '20261220_job_file_objects',
  '20261227_order_daily_totals',
  '20261228_history_record_versions',
  '20261229_copy_links',
  '20261229_history_activity_indexes',
  '20261229_shop_clone_clones',
  '20261229_trash_items',
  '20261230_customer_search_trgm',
  '20261230_order_search_trgm',
  '20261230_product_search_trgm',
  '20261230_review_search_trgm',
  '20261231_customer_search_fts',
  '20261231_order_day_totals',
  '20261231_order_number_pages',
  '20261231_order_search_fts',
  '20261231_order_status_pages',
  '20261231_product_search_fts',
  '20270101_customer_search_trgm_shop',
  '20270101_order_daily_totals_cover',
  '20270101_order_list_versions',
  '20270101_order_search_trgm_shop',
  '20270101_product_search_trgm_shop',
];

describe('migration names', () => {
  it('are exactly the ones existing databases have run (none renamed, none dropped)', () => {
    expect(Object.keys(allMigrations(modules)).sort()).toEqual(MIGRATION_NAMES);
  });

  it("leave no table with a shop_id column out of the modules' shop tables (CLEAN-SHOP empties them)", async () => {
    database = await openTestDatabase();
    await migrate(database.db, modules);
    const withShopId = (await database.db.introspection.getTables())
      .filter((t) => t.columns.some((c) => c.name === 'shop_id'))
      .map((t) => t.name);
    // The queue keeps CLEAN-SHOP's own record (and the platform's periodic jobs).
    const kept = ['jobs'];
    expect(withShopId.filter((t) => !kept.includes(t)).sort()).toEqual([...new Set(moduleShopTables())].sort());
  });
});

describe('start-up', () => {
  it('runs on the database the environment names (PostgreSQL with TEST_DATABASE_URL)', async () => {
    database = await openTestDatabase();
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });

  it('runs the migrations twice without error and leaves one set of tables', async () => {
    database = await openTestDatabase();
    await migrate(database.db, modules);
    await database.db.insertInto('key_values').values({ key: 'kept', value: 'across starts' }).execute();
    await migrate(database.db, modules);
    const tables = (await database.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'shops', 'login_failures', 'revoked_tokens', 'outbox', 'key_values']),
    );
    const ran = await database.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute();
    expect(ran).toHaveLength(Object.keys(allMigrations(modules)).length);
    const kept = await database.db
      .selectFrom('key_values')
      .select('value')
      .where('key', '=', 'kept')
      .executeTakeFirst();
    expect(kept?.value).toBe('across starts');
  });

  it('a restart on the same database keeps accounts and, with a generated secret, their tokens', async () => {
    database = await openTestDatabase();
    await migrate(database.db, modules);
    const config = testConfig({ ...database.target, jwtSecret: undefined });
    const first = await buildApp({ config, db: database.db });
    const gw = new Gateway(first, database.db, database.kind, config);
    const account = await gw.account();
    await first.close();

    await migrate(database.db, modules);
    const second = await buildApp({ config, db: database.db });
    const me = await second.inject({
      method: 'GET',
      url: authRoutes.me.path,
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(account.email);
    await second.close();
  });

  it('seeds the demo merchant once, however often it starts', async () => {
    database = await openTestDatabase();
    await migrate(database.db, modules);
    const config = testConfig(database.target);
    expect((await seedDemo(database.db, config)).created).toBe(true);
    await migrate(database.db, modules);
    expect((await seedDemo(database.db, config)).created).toBe(false);

    const app = await buildApp({ config, db: database.db });
    const gw = new Gateway(app, database.db, database.kind, config);
    const token = await gw.login(DEMO_EMAIL, DEMO_PASSWORD);
    const list = (await gw.call(shopRoutes.list, { token })).json().data;
    expect(list.total).toBe(2);
    expect(list.shops.map((s: { name: string }) => s.name).sort()).toEqual(['Gốm Sứ Bát Tràng', 'Maple & Co']);
    await app.close();
  });
});

describe('password hashing cost', () => {
  it('is OWASP scrypt N=2^17 in the real configuration', () => {
    expect(configFromEnv({}).scryptLogN).toBe(17);
  });

  it('stores the cost in each hash, so accounts made at one cost still sign in at another', async () => {
    database = await openTestDatabase();
    await migrate(database.db, modules);
    const config = testConfig({ ...database.target, scryptLogN: 17 });
    const app = await buildApp({ config, db: database.db });
    const gw = new Gateway(app, database.db, database.kind, config);
    const user = await gw.signUp();
    const row = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    await app.close();

    const cheaper = await buildApp({ config: { ...config, scryptLogN: 12 }, db: database.db });
    await expect(
      new Gateway(cheaper, database.db, database.kind, config).login(user.email, user.password),
    ).resolves.toBeTruthy();
    await cheaper.close();
  });
});
