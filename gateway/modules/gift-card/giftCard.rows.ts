/** Gift card rows to answers, and new codes (codes, status and redemption: gateway/lib/giftCards.ts). */
import { randomInt } from 'node:crypto';
import type { GiftCard } from '../../../resources/gift-card/giftCard.schema';
import { giftCardStatus } from '../../lib/giftCards';
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
