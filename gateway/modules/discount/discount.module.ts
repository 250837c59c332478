/**
 * SPEC §7 Discount: list (kind, active, search; paging; sort), get, create, replace
 * (versioned), delete with ids in the body, and apply (the pricing engine, gateway/pricing).
 * Codes are unique in a shop whatever their case; times used is counted by placed orders
 * (gateway/lib/discounts.ts, called from the order's transaction).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import { discountContract as discountRoutes } from '../../../resources/discount/discount.contract';
import type { DiscountInput } from '../../../resources/discount/discount.schema';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { discountSheet } from './discount.sheet';
import { ownedShop, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { containsKey, isUniqueViolation } from '../../lib/text';
import { buildCart, priceWithShopDiscounts, toAnswer } from '../../lib/cart';
import { checkoutGiftCard } from '../../lib/giftCards';
import { bodyOfState, keptWrite, restorable } from '../../lib/history';
import { giftCardStep } from '../../pricing/giftCard';
import { toDiscount } from '../../lib/discounts';
import { codeKey, discountColumns } from './discount.rows';
import { seedDiscounts } from './discount.seed';
import './discount.tables';
import { deleteInShop, listPage, pageOf } from '../../lib/shopRows';

const codeTaken = () => {
  const errors = { code: { message: 'resources.discounts.messages.code_taken' } };
  return badRequest(errors, { code: 'This code is already used by another discount.' });
};

async function checkCode(db: Db, shopId: string, input: DiscountInput, id?: string) {
  const key = input.kind === 'code' ? codeKey(input.code) : null;
  if (!key) return;
  let q = db.selectFrom('discounts').select('id').where('shop_id', '=', shopId).where('code_key', '=', key);
  if (id) q = q.where('id', '<>', id);
  if (await q.executeTakeFirst()) throw codeTaken();
}

const sortColumn = {
  created_at: 'created_at',
  title: 'search',
  times_used: 'times_used',
  starts_at: 'starts_at',
  ends_at: 'ends_at',
} as const;

function discountRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const one = async (shopId: string, id: string, from: Db = db) => {
    const row = await from
      .selectFrom('discounts')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toDiscount(row, nowIso());
  };
  /** A unique-index race between two creates of one code answers like the check. */
  const uniqueCode = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  };

  // Issue 27: a version is restored through the update call (its rules, its version check).
  restorable('discounts', {
    route: discountRoutes.update,
    params: (state) => ({ id: String(state.id) }),
    body: bodyOfState,
  });

  serve(app, deps, discountRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('discounts').where('shop_id', '=', shopId);
    if (query.kind) q = q.where('kind', '=', query.kind);
    if (query.active) q = q.where('active', '=', query.active === 'true' ? 1 : 0);
    if (query.q?.trim()) q = q.where(containsKey('search', query.q));
    const { rows, total } = await listPage(q, query, { by: sortColumn[query.sort], dir: query.order });
    const at = nowIso();
    return { data: { discounts: rows.map((r) => toDiscount(r, at)), ...pageOf(total, query) } };
  });

  serve(app, deps, discountRoutes.get, async ({ params, shopId }) => ({ data: await one(shopId, params.id) }));

  serve(app, deps, discountRoutes.create, async ({ body, shopId }) => {
    await checkCode(db, shopId, body);
    const id = newId();
    const at = nowIso();
    // Its first version goes with it (issue 27).
    await uniqueCode(() =>
      keptWrite(
        db,
        { shopId, resource: 'discounts', recordId: id, action: 'create' },
        (trx) =>
          trx
            .insertInto('discounts')
            .values({ id, shop_id: shopId, ...discountColumns(body), created_at: at, updated_at: at })
            .execute(),
        (trx) => one(shopId, id, trx),
      ),
    );
    return { data: await one(shopId, id) };
  });

  serve(app, deps, discountRoutes.update, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.id);
    await checkCode(db, shopId, body, current.id);
    // In a transaction: the version kept goes with the change (issue 27).
    await uniqueCode(() =>
      db
        .transaction()
        .execute((trx) =>
          updateVersioned(
            trx,
            'discounts',
            shopId,
            current.id,
            body.version,
            { ...discountColumns(body), updated_at: nowIso() },
            () => one(shopId, current.id, trx),
          ),
        ),
    );
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, discountRoutes.deleteMany, async ({ body, shopId }) => {
    const ids = await deleteInShop(db, 'discounts', shopId, body.ids, async (trx, found) => {
      await trx.deleteFrom('discount_usages').where('shop_id', '=', shopId).where('discount_id', 'in', found).execute();
    });
    return { data: { ids } };
  });

  serve(app, deps, discountRoutes.apply, async ({ body, shopId, user }) => {
    const shop = await ownedShop(db, user.id, shopId);
    const at = nowIso();
    const card = await checkoutGiftCard(db, shopId, body.gift_card, at);
    const cart = await buildCart(db, shopId, shop.currency, body, at);
    return {
      data: toAnswer(await priceWithShopDiscounts(db, shopId, cart, card ? { giftCard: giftCardStep(card) } : {})),
    };
  });
}

export const discountModule = defineModule({
  name: 'discount',
  shopTables: ['discount_usages', 'discounts'],
  sheets: [discountSheet],
  migrations: {
    '20261123_discount_tables': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('discounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('code', 'text')
          .addColumn('code_key', 'text')
          .addColumn('name', 'text')
          .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('value', 'double precision', (c) => c.notNull())
          .addColumn('applies_to', 'text', (c) => c.notNull())
          .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('collection_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('excluded_product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('excluded_collection_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('country_mode', 'text', (c) => c.notNull().defaultTo('all'))
          .addColumn('country_codes', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('minimum_requirement', 'text', (c) => c.notNull().defaultTo('none'))
          .addColumn('minimum_value', 'double precision')
          .addColumn('eligibility', 'text', (c) => c.notNull().defaultTo('everyone'))
          .addColumn('customer_emails', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('usage_limit', 'integer')
          .addColumn('once_per_customer', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('starts_at', 'text')
          .addColumn('ends_at', 'text')
          .addColumn('independent', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('exclude_discounted', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('times_used', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('discounts_shop_code')
          .on('discounts')
          .columns(['shop_id', 'code_key'])
          .unique()
          .execute();
        await db.schema
          .createIndex('discounts_shop_created')
          .on('discounts')
          .columns(['shop_id', 'created_at'])
          .execute();
        await db.schema
          .createTable('discount_usages')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('discount_id', 'text', (c) => c.notNull())
          .addColumn('order_id', 'text', (c) => c.notNull())
          .addColumn('email_key', 'text')
          .addColumn('at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('discount_usages_shop_email')
          .on('discount_usages')
          .columns(['shop_id', 'email_key', 'discount_id'])
          .execute();
      },
    },
  },
  seed: seedDiscounts,
  routes: discountRoutesOf,
});
