/**
 * Gift cards wherever money is taken (issue 13): the code a checkout call or a draft names, as
 * the pricing engine's giftCard step reads it, the refusals on the `gift_card` field (SPEC §5
 * style: 400, per field, an i18n key), and the atomic redemption inside the order's
 * transaction. The gift-card module, discounts' apply call, checkout quotes and draft orders
 * share them; the tables are the gift-card module's (giftCard.tables.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { GiftCard } from '../../resources/gift-card/giftCard.resource';
import type { FieldErrors } from '../../core/validation';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import type { GiftCardRule } from '../pricing/giftCard';
import { badRequest } from './errors';
import { newId } from './ids';
import { englishMessages } from './serve';

type GiftCardTable = Selectable<Database['gift_cards']>;

export const codeKey = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** Today in UTC as YYYY-MM-DD: a card is usable through its expiry day. */
export const today = (at: string) => at.slice(0, 10);

export function giftCardStatus(
  row: Pick<GiftCardTable, 'disabled' | 'expires_at' | 'balance_minor'>,
  at: string,
): GiftCard['status'] {
  if (row.disabled) return 'disabled';
  if (row.expires_at && row.expires_at < today(at)) return 'expired';
  if (Number(row.balance_minor) <= 0) return 'used_up';
  return 'active';
}

export const GIFT_CARD_FIELD = 'gift_card';

/** 400 on the gift card field: `unusable` (unknown, disabled, expired) or `insufficient` (no balance left for it). */
export function giftCardRefusal(reason: 'unusable' | 'insufficient') {
  const errors: FieldErrors = { [GIFT_CARD_FIELD]: { message: `app.gift_card.${reason}` } };
  return badRequest(errors, englishMessages(errors));
}

/** The card a checkout names, or null when none is named; a card that cannot pay anything is refused. */
export async function checkoutGiftCard(
  db: Db,
  shopId: string,
  code: string | null | undefined,
  at: string,
): Promise<GiftCardRule | null> {
  const key = code ? codeKey(code) : '';
  if (!key) return null;
  const card = await db
    .selectFrom('gift_cards')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code_key', '=', key)
    .executeTakeFirst();
  if (!card) throw giftCardRefusal('unusable');
  const status = giftCardStatus(card, at);
  if (status === 'disabled' || status === 'expired') throw giftCardRefusal('unusable');
  if (status === 'used_up') throw giftCardRefusal('insufficient');
  return { id: card.id, last_characters: card.code.slice(-4), balance: Number(card.balance_minor), usable: true };
}

export type RedeemResult =
  { ok: true; card: GiftCardTable } | { ok: false; reason: 'unknown' | 'unusable' | 'insufficient' };

/**
 * Takes `amount` (minor units) from the card in one conditional UPDATE: the balance must
 * cover it and the card be enabled and unexpired, so concurrent uses can never take more
 * than the balance (the database serialises the row). The use is recorded in the same
 * transaction.
 */
export async function redeemGiftCard(
  db: Kysely<Database>,
  shopId: string,
  code: string,
  amount: number,
  orderId: string | null,
  at: string,
): Promise<RedeemResult> {
  return db.transaction().execute((trx) => redeemGiftCardIn(trx, shopId, code, amount, orderId, at));
}

/** The same inside a transaction the caller holds (a draft's completion: the order and the use commit together). */
export async function redeemGiftCardIn(
  trx: Kysely<Database>,
  shopId: string,
  code: string,
  amount: number,
  orderId: string | null,
  at: string,
): Promise<RedeemResult> {
  const card = await trx
    .selectFrom('gift_cards')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code_key', '=', codeKey(code))
    .executeTakeFirst();
  if (!card) return { ok: false, reason: 'unknown' } as const;
  const result = await trx
    .updateTable('gift_cards')
    .set({ balance_minor: sql<number>`balance_minor - ${amount}`, updated_at: at, version: sql<number>`version + 1` })
    .where('id', '=', card.id)
    .where('shop_id', '=', shopId)
    .where('disabled', '=', 0)
    .where('balance_minor', '>=', amount)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>=', today(at))]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    const status = giftCardStatus(card, at);
    return { ok: false, reason: status === 'disabled' || status === 'expired' ? 'unusable' : 'insufficient' } as const;
  }
  await trx
    .insertInto('gift_card_transactions')
    .values({
      id: newId(),
      shop_id: shopId,
      gift_card_id: card.id,
      kind: 'use',
      amount_minor: -amount,
      order_id: orderId,
      created_at: at,
    })
    .execute();
  const after = await trx.selectFrom('gift_cards').selectAll().where('id', '=', card.id).executeTakeFirstOrThrow();
  return { ok: true, card: after } as const;
}
