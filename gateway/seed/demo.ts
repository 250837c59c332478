/** First start: a demo merchant with two shops, one in English and one in Vietnamese. */
import type { GatewayConfig } from '../config';
import type { Db } from '../db';
import type { ShopTable } from '../db/schema';
import { newId, nowIso } from '../lib/ids';
import { hashPassword } from '../lib/password';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-merchant-2026';

const DAY_MS = 86_400_000;

function demoShop(ownerId: string, fields: Partial<ShopTable> & Pick<ShopTable, 'name' | 'handle'>): ShopTable {
  const at = nowIso();
  return {
    id: newId(),
    owner_id: ownerId,
    email: DEMO_EMAIL,
    phone: null,
    legal_name_of_business: null,
    address: null,
    apartment: null,
    city: null,
    province: null,
    country_code: null,
    zip_code: null,
    timezone: 'UTC+07:00',
    currency: 'USD',
    language: 'en',
    prefix: null,
    suffix: null,
    published: 1,
    deleted: 0,
    delete_at: null,
    expired_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
    public_domain: null,
    settings: '{}',
    first_sale_at: null,
    created_at: at,
    updated_at: at,
    ...fields,
  };
}

/**
 * The marker row: the demo is seeded once per database, and names the shops it made.
 * Catalogue and orders are seeded into those shops only, never into one the merchant
 * created later (issue 15: a second start seeded the merchant's own shop and died on
 * its order numbers).
 */
export const DEMO_SEED_KEY = 'demo_seed';

interface DemoSeedMarker {
  user_id: string;
  shops: string[];
  at: string;
}

async function readMarker(db: Db): Promise<DemoSeedMarker | undefined> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', DEMO_SEED_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as DemoSeedMarker) : undefined;
}

async function writeMarker(db: Db, marker: DemoSeedMarker) {
  await db
    .insertInto('key_values')
    .values({ key: DEMO_SEED_KEY, value: JSON.stringify(marker) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The shops the demo seed created (and has not seen deleted), oldest first. */
export async function demoShops<K extends keyof ShopTable>(
  db: Db,
  columns: readonly K[],
): Promise<Pick<ShopTable, K>[]> {
  const marker = await readMarker(db);
  if (!marker?.shops.length) return [];
  return db
    .selectFrom('shops')
    .select([...columns, 'created_at'] as (keyof ShopTable)[])
    .where('id', 'in', marker.shops)
    .where('owner_id', '=', marker.user_id)
    .where('deleted', '=', 0)
    .orderBy('created_at')
    .execute() as Promise<Pick<ShopTable, K>[]>;
}

export async function seedDemo(db: Db, config: Pick<GatewayConfig, 'scryptLogN'>) {
  if (await readMarker(db)) return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  const existing = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) {
    // A database seeded before the marker existed: the demo's shops are those a seed already filled.
    const filled = new Set(
      (await db.selectFrom('key_values').select('key').where('key', 'like', 'catalogue_seeded:%').execute()).map((r) =>
        r.key.slice('catalogue_seeded:'.length),
      ),
    );
    const shops = await db
      .selectFrom('shops')
      .select('id')
      .where('owner_id', '=', existing.id)
      .orderBy('created_at')
      .execute();
    await writeMarker(db, {
      user_id: existing.id,
      shops: shops.map((r) => r.id).filter((id) => filled.has(id)),
      at: nowIso(),
    });
    return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: false };
  }
  const at = nowIso();
  const userId = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        first_name: 'Linh',
        last_name: 'Nguyen',
        email: DEMO_EMAIL,
        password_hash: await hashPassword(DEMO_PASSWORD, config.scryptLogN),
        avatar: null,
        active: 1,
        tokens_valid_after: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('shops')
      .values([
        demoShop(userId, {
          name: 'Maple & Co',
          handle: 'maple-co',
          address: '12 Market Street',
          city: 'Portland',
          province: 'OR',
          country_code: 'US',
          zip_code: '97201',
          timezone: 'UTC-08:00',
          phone: '+1 503 555 0100',
          created_at: new Date(Date.now() - 2000).toISOString(),
        }),
        demoShop(userId, {
          name: 'Gốm Sứ Bát Tràng',
          handle: 'gom-su-bat-trang',
          address: '25 Hàng Bạc',
          city: 'Hà Nội',
          country_code: 'VN',
          zip_code: '100000',
          currency: 'VND',
          language: 'vi',
          phone: '+84 24 3825 0000',
          prefix: 'BT',
          expired_at: new Date(Date.now() + 5 * DAY_MS).toISOString(),
          created_at: new Date(Date.now() - 1000).toISOString(),
        }),
      ])
      .execute();
    const shops = await trx
      .selectFrom('shops')
      .select('id')
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .execute();
    await writeMarker(trx, { user_id: userId, shops: shops.map((r) => r.id), at });
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created: true };
}
