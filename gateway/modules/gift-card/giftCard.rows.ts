/** Gift card rows to answers, codes, status, and the atomic redemption. */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { GiftCard } from '../../../resources/gift-card/giftCard.schema';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';
import { fromMinor } from '../../pricing/minor';
import type { Selectable } from 'kysely';
import type { GiftCardTable as Table } from './giftCard.tables';

type GiftCardTable = Selectable<Table>;

/** No 0/O, 1/I/L: codes are read out over the phone. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXX-XXXX-XXXX-XXXX`, 16 characters of 31: about 79 bits. */
export function newGiftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

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

export function toGiftCard(row: GiftCardTable, digits: number, customerEmail: string | null, at: string): GiftCard {
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    code: row.code,
    last_characters: row.code.slice(-4),
    currency: row.currency,
    initial_value: fromMinor(Number(row.initial_minor), digits),
    balance: fromMinor(Number(row.balance_minor), digits),
    expires_at: row.expires_at,
    customer_id: row.customer_id,
    customer_email: customerEmail,
    note: row.note,
    disabled: !!row.disabled,
    status: giftCardStatus(row, at),
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
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
