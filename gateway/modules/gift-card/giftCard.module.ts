/**
 * Gift cards (SPEC §1 Settings): issue with a generated code, list with search, one with
 * its history, disable/enable (versioned), and the atomic redemption checkout uses.
 * Checkout prices a card with gateway/pricing/giftCard.ts (after everything else).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import { giftCardContract as giftCardRoutes } from '../../../resources/gift-card/giftCard.contract';
import type { GiftCard } from '../../../resources/gift-card/giftCard.schema';
import type { Db } from '../../db';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, ownedShop, serve } from '../../lib/serve';
import { isUniqueViolation, startsWithText } from '../../lib/text';
import { updateVersioned } from '../../lib/versioned';
import { fromMinor, minorDigits, toMinor } from '../../pricing/minor';
import { codeKey, redeemGiftCard, today } from '../../lib/giftCards';
import { newGiftCardCode, toGiftCard } from './giftCard.rows';
import type { Selectable } from 'kysely';
import type { GiftCardTable as Table } from './giftCard.tables';

type GiftCardTable = Selectable<Table>;
import './giftCard.tables';

const fieldError = (field: string, message = 'app.validation.invalid') => {
  const errors = { [field]: { message } };
  return badRequest(errors, englishMessages(errors));
};

async function checkCustomer(db: Db, shopId: string, customerId: string | null | undefined) {
  if (!customerId) return;
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw fieldError('customer_id');
}

async function emailsOf(db: Db, shopId: string, rows: GiftCardTable[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.customer_id).filter((id): id is string => !!id))];
  if (!ids.length) return new Map();
  const found = await db
    .selectFrom('customers')
    .select(['id', 'email'])
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((c) => [c.id, c.email]));
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const answers = async (shopId: string, rows: GiftCardTable[]): Promise<GiftCard[]> => {
    const emails = await emailsOf(db, shopId, rows);
    const at = nowIso();
    return rows.map((r) =>
      toGiftCard(r, minorDigits(r.currency), r.customer_id ? (emails.get(r.customer_id) ?? null) : null, at),
    );
  };
  const one = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('gift_cards')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return (await answers(shopId, [row]))[0];
  };

  serve(app, deps, giftCardRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('gift_cards').where('shop_id', '=', shopId);
    const search = query.q?.trim();
    if (search) {
      const key = codeKey(search);
      const customers = db
        .selectFrom('customers')
        .select('id')
        .where('shop_id', '=', shopId)
        .where(startsWithText('email_key', search.toLowerCase()));
      q = q.where((eb) =>
        eb.or([
          ...(key ? [startsWithText('code_key', key), eb('code_key', 'like', `%${key.replace(/[\\%_]/g, '')}`)] : []),
          eb('customer_id', 'in', customers),
        ]),
      );
    }
    const at = today(nowIso());
    if (query.status === 'disabled') q = q.where('disabled', '=', 1);
    else if (query.status) {
      q = q.where('disabled', '=', 0);
      if (query.status === 'expired') q = q.where('expires_at', '<', at);
      else {
        q = q.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', at)]));
        q = q.where('balance_minor', query.status === 'used_up' ? '<=' : '>', 0);
      }
    }
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      data: { gift_cards: await answers(shopId, rows), total: Number(total), page: query.page, limit: query.limit },
    };
  });

  serve(app, deps, giftCardRoutes.get, async ({ params, shopId }) => {
    const card = await one(shopId, params.gift_card_id);
    const digits = minorDigits(card.currency);
    const rows = await db
      .selectFrom('gift_card_transactions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('gift_card_id', '=', card.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const transactions = rows.map((t) => ({
      id: t.id,
      kind: t.kind,
      amount: fromMinor(Number(t.amount_minor), digits),
      order_id: t.order_id,
      created_at: t.created_at,
    }));
    return { data: { ...card, transactions } };
  });

  serve(app, deps, giftCardRoutes.create, async ({ body, shopId, user }) => {
    const shop = await ownedShop(db, user.id, shopId);
    await checkCustomer(db, shopId, body.customer_id);
    const digits = minorDigits(shop.currency);
    const initial = toMinor(body.initial_value as number, digits);
    if (initial <= 0) throw fieldError('initial_value', 'app.validation.required');
    const id = newId();
    const at = nowIso();
    for (let attempt = 0; ; attempt++) {
      const code = newGiftCardCode();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('gift_cards')
            .values({
              id,
              shop_id: shopId,
              code,
              code_key: codeKey(code),
              initial_minor: initial,
              balance_minor: initial,
              currency: shop.currency,
              expires_at: body.expires_at ?? null,
              customer_id: body.customer_id ?? null,
              note: body.note ?? null,
              disabled: 0,
              created_at: at,
              updated_at: at,
            })
            .execute();
          await trx
            .insertInto('gift_card_transactions')
            .values({
              id: newId(),
              shop_id: shopId,
              gift_card_id: id,
              kind: 'issue',
              amount_minor: initial,
              order_id: null,
              created_at: at,
            })
            .execute();
        });
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    return { data: await one(shopId, id) };
  });

  serve(app, deps, giftCardRoutes.update, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.gift_card_id);
    await checkCustomer(db, shopId, body.customer_id);
    const set: Record<string, unknown> = { updated_at: nowIso() };
    if (body.disabled !== undefined) set.disabled = body.disabled ? 1 : 0;
    if (body.expires_at !== undefined) set.expires_at = body.expires_at;
    if (body.customer_id !== undefined) set.customer_id = body.customer_id;
    if (body.note !== undefined) set.note = body.note;
    await updateVersioned(db, 'gift_cards', shopId, current.id, body.version, set, () => one(shopId, current.id));
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, giftCardRoutes.redeem, async ({ body, shopId, user }) => {
    const shop = await ownedShop(db, user.id, shopId);
    const amount = toMinor(body.amount as number, minorDigits(shop.currency));
    if (amount <= 0) throw fieldError('amount', 'app.validation.required');
    const result = await redeemGiftCard(db, shopId, body.code, amount, body.order_id ?? null, nowIso());
    if (!result.ok) {
      if (result.reason === 'unknown') throw fieldError('code');
      throw new GatewayError(
        400,
        result.reason === 'insufficient' ? 'The gift card balance is too low.' : 'This gift card cannot be used.',
        { code: `gift_card.${result.reason}` },
      );
    }
    return { data: { gift_card: (await answers(shopId, [result.card]))[0], taken: body.amount as number } };
  });
}

export const giftCardModule = defineModule({
  name: 'gift-card',
  shopTables: ['gift_card_transactions', 'gift_cards'],
  migrations: {
    '20261123_gift_card_tables': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('gift_cards')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('code', 'text', (c) => c.notNull())
          .addColumn('code_key', 'text', (c) => c.notNull())
          .addColumn('initial_minor', 'bigint', (c) => c.notNull())
          .addColumn('balance_minor', 'bigint', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text')
          .addColumn('customer_id', 'text')
          .addColumn('note', 'text')
          .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('gift_cards_code')
          .on('gift_cards')
          .columns(['shop_id', 'code_key'])
          .unique()
          .execute();
        await db.schema.createIndex('gift_cards_created').on('gift_cards').columns(['shop_id', 'created_at']).execute();
        await db.schema
          .createTable('gift_card_transactions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('gift_card_id', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('amount_minor', 'bigint', (c) => c.notNull())
          .addColumn('order_id', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('gift_card_transactions_card')
          .on('gift_card_transactions')
          .columns(['shop_id', 'gift_card_id'])
          .execute();
      },
    },
  },
  seed: async ({ db, shops }) => {
    for (const shop of shops) {
      const has = await db.selectFrom('gift_cards').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
      if (has) continue;
      const vi = shop.language === 'vi';
      const digits = minorDigits(shop.currency);
      const at = nowIso();
      for (const [value, note] of vi
        ? ([
            [500000, 'Quà sinh nhật khách quen'],
            [200000, 'Bồi thường đơn giao chậm'],
          ] as const)
        : ([
            [50, 'Holiday gift for a regular'],
            [25, 'Apology for a late delivery'],
          ] as const)) {
        const code = newGiftCardCode();
        const id = newId();
        await db
          .insertInto('gift_cards')
          .values({
            id,
            shop_id: shop.id,
            code,
            code_key: codeKey(code),
            initial_minor: toMinor(value, digits),
            balance_minor: toMinor(value, digits),
            currency: shop.currency,
            expires_at: null,
            customer_id: null,
            note,
            disabled: 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await db
          .insertInto('gift_card_transactions')
          .values({
            id: newId(),
            shop_id: shop.id,
            gift_card_id: id,
            kind: 'issue',
            amount_minor: toMinor(value, digits),
            order_id: null,
            created_at: at,
          })
          .execute();
      }
    }
  },
  routes,
});
