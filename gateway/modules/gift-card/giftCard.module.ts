/**
 * Gift cards: the declaration's calls (resources/gift-card/giftCard.resource.ts) on the
 * `gift_cards` table its migration made, with the rules of a card: issuing generates the code
 * and starts the balance at the initial value (in minor units, with an `issue` line in its
 * history); the customer is one of the shop's; `q` finds a code by its start or last characters
 * or a customer's e-mail; the status is computed; the get answers the history; and redemption,
 * atomic, never takes more than the balance. Checkout prices a card with
 * gateway/pricing/giftCard.ts (after everything else).
 */
import { expressionBuilder } from 'kysely';
import { giftCardRedeemContract } from '../../../resources/gift-card/giftCard.contract';
import { giftCard } from '../../../resources/gift-card/giftCard.resource';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { declaredModule } from '../../lib/declared';
import { giftCardSheet } from './giftCard.sheet';
import { badRequest, GatewayError } from '../../lib/errors';
import { codeKey, redeemGiftCard, today } from '../../lib/giftCards';
import { newId, nowIso } from '../../lib/ids';
import { englishMessages, ownedShop, serve } from '../../lib/serve';
import { startsWithText } from '../../lib/text';
import { fromMinor, minorDigits, toMinor } from '../../pricing/minor';
import { giftCardMigrations } from './giftCard.migrations';
import { giftCardAnswer, newGiftCardCode, readGiftCardRow, withEmails } from './giftCard.rows';
import { giftCardSeed } from './giftCard.seed';
import './giftCard.tables';

const cards = () => expressionBuilder<Database, 'gift_cards'>();

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

const shopCurrency = async (db: Db, shopId: string) =>
  (await db.selectFrom('shops').select('currency').where('id', '=', shopId).executeTakeFirstOrThrow()).currency;

/** A new card's code, amounts and currency, and the `issue` line of its history (in the create's transaction). */
async function issue(values: { initial_value: number }, { db, shopId, id }: { db: Db; shopId: string; id: string }) {
  const currency = await shopCurrency(db, shopId);
  const initial = toMinor(values.initial_value, minorDigits(currency));
  if (initial <= 0) throw fieldError('initial_value', 'app.validation.required');
  const code = newGiftCardCode();
  await db
    .insertInto('gift_card_transactions')
    .values({
      id: newId(),
      shop_id: shopId,
      gift_card_id: id,
      kind: 'issue',
      amount_minor: initial,
      order_id: null,
      created_at: nowIso(),
    })
    .execute();
  return { code, code_key: codeKey(code), currency, initial_minor: initial, balance_minor: initial };
}

/** `q`: a code's start or last characters (dashes and case ignored), or the start of a customer's e-mail. */
function search(q: string, { db, shopId }: { db: Db; shopId: string }) {
  const eb = cards();
  const key = codeKey(q);
  const customers = db
    .selectFrom('customers')
    .select('id')
    .where('shop_id', '=', shopId)
    .where(startsWithText('email_key', q.toLowerCase()));
  return eb.or([
    ...(key ? [startsWithText('code_key', key), eb('code_key', 'like', `%${key.replace(/[\\%_]/g, '')}`)] : []),
    eb('customer_id', 'in', customers),
  ]);
}

/** The status as giftCardStatus computes it, today. */
function status(value: string) {
  const eb = cards();
  if (value === 'disabled') return eb('disabled', '=', 1);
  const at = today(nowIso());
  if (value === 'expired') return eb.and([eb('disabled', '=', 0), eb('expires_at', '<', at)]);
  return eb.and([
    eb('disabled', '=', 0),
    eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', at)]),
    eb('balance_minor', value === 'used_up' ? '<=' : '>', 0),
  ]);
}

export const giftCardModule = declaredModule(giftCard, {
  migrations: giftCardMigrations,
  shopTables: ['gift_card_transactions'],
  sheets: [giftCardSheet],
  seed: giftCardSeed,
  check: (values, { db, shopId }) => checkCustomer(db, shopId, values.customer_id),
  // A blank customer is none.
  stored: (values) => ('customer_id' in values ? { customer_id: values.customer_id || null } : {}),
  beforeInsert: issue,
  row: {
    read: readGiftCardRow,
    // The initial value is kept in minor units, with the balance (issue, above).
    write: (columns) => Object.fromEntries(Object.entries(columns).filter(([name]) => name !== 'initial_value')),
  },
  answered: (records, { db, shopId }) => withEmails(db, shopId, records),
  search,
  filters: { status },
  detail: async (card, { db, shopId }) => {
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
    return { transactions };
  },
  routes: (app, deps) => {
    const { db } = deps;
    serve(app, deps, giftCardRedeemContract.redeem, async ({ body, shopId, user }) => {
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
      return { data: { gift_card: await giftCardAnswer(db, shopId, result.card), taken: body.amount as number } };
    });
  },
});
