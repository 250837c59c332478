/** Gift card tables (Kysely types by augmentation). Amounts in the shop currency's minor units. */
import type { Generated } from 'kysely';

export interface GiftCardTable {
  id: string;
  shop_id: string;
  code: string;
  /** Upper-case code without dashes: what lookups compare (unique per shop). */
  code_key: string;
  initial_minor: number;
  balance_minor: number;
  currency: string;
  /** YYYY-MM-DD, the last day it can be used; null: never expires. */
  expires_at: string | null;
  customer_id: string | null;
  note: string | null;
  disabled: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface GiftCardTransactionTable {
  id: string;
  shop_id: string;
  gift_card_id: string;
  kind: 'issue' | 'use';
  /** Positive on issue, negative on a use. */
  amount_minor: number;
  order_id: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    gift_cards: GiftCardTable;
    gift_card_transactions: GiftCardTransactionTable;
  }
}
