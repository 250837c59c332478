import type { Generated } from 'kysely';

/** Payment methods (SPEC §3 Payment). The secret is AES-256-GCM ciphertext (payment.crypto.ts); flags 0/1. */
declare module '../../db/schema' {
  interface Database {
    payments: PaymentTable;
  }
}

export interface PaymentTable {
  id: string;
  shop_id: string;
  /** card, paypal, cod or bank_transfer. */
  type: string;
  position: number;
  enabled: number;
  account_name: string | null;
  client_id: string | null;
  public_key: string | null;
  /** 'v1.<iv>.<tag>.<ciphertext>' (base64url), never the secret itself. */
  secret_enc: string | null;
  mode: string | null;
  instructions: string | null;
  /** Bumped by every change (two tabs editing one account: the later stale write is refused). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}
