/** Gift card rows as the declared fields read them, and new codes (codes, status and redemption: gateway/lib/giftCards.ts). */
import { randomInt } from 'node:crypto';
import { giftCard, type GiftCard } from '../../../resources/gift-card/giftCard.resource';
import type { Db } from '../../db';
import { recordOf } from '../../lib/declared';
import { giftCardStatus } from '../../lib/giftCards';
import { nowIso } from '../../lib/ids';
import { fromMinor, minorDigits } from '../../pricing/minor';
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

/** A row as the fields read it: amounts in the currency's units, the last characters, the status today. */
export function readGiftCardRow(row: Record<string, unknown>): Record<string, unknown> {
  const card = row as unknown as GiftCardTable;
  const digits = minorDigits(card.currency);
  return {
    ...row,
    last_characters: card.code.slice(-4),
    initial_value: fromMinor(Number(card.initial_minor), digits),
    balance: fromMinor(Number(card.balance_minor), digits),
    status: giftCardStatus(card, nowIso()),
  };
}

/** The cards with their customer's e-mail (a customer of the shop). */
export async function withEmails<C extends Pick<GiftCard, 'customer_id' | 'customer_email'>>(
  db: Db,
  shopId: string,
  cards: C[],
): Promise<C[]> {
  const ids = [...new Set(cards.map((c) => c.customer_id).filter((id): id is string => !!id))];
  const found = ids.length
    ? await db
        .selectFrom('customers')
        .select(['id', 'email'])
        .where('shop_id', '=', shopId)
        .where('id', 'in', ids)
        .execute()
    : [];
  const emails = new Map(found.map((c) => [c.id, c.email]));
  return cards.map((c) => ({ ...c, customer_email: c.customer_id ? (emails.get(c.customer_id) ?? null) : null }));
}

/** A row as the calls answer it (redemption's answer). */
export const giftCardAnswer = async (db: Db, shopId: string, row: GiftCardTable) =>
  (await withEmails(db, shopId, [recordOf(giftCard, readGiftCardRow(row as unknown as Record<string, unknown>))]))[0];
