/** Payment rows to answers (secrets masked) and the columns a body writes. */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import {
  maskSecret,
  SECRET_MASK,
  isMask,
  type Payment,
  type PaymentType,
  type PaymentUpdateBody as PaymentUpdateSchema,
} from '../../../resources/payment/payment.schema';
import type { PaymentTable } from './payment.tables';
import { decryptSecret, encryptSecret } from './payment.crypto';

type Row = Selectable<PaymentTable>;
type Fields = z.output<typeof PaymentUpdateSchema>;

/** The columns each provider keeps (others are left null). */
export const PROVIDER_FIELDS: Record<PaymentType, readonly (keyof Fields)[]> = {
  card: ['public_key', 'secret_key'],
  paypal: ['account_name', 'client_id', 'secret_key', 'mode'],
  cod: ['instructions'],
  bank_transfer: ['instructions'],
};

/** The mask of a stored secret; a secret that no longer opens (key changed) still shows as set. */
function masked(key: Buffer, stored: string | null): string | null {
  if (!stored) return null;
  try {
    return maskSecret(decryptSecret(key, stored));
  } catch {
    return SECRET_MASK;
  }
}

export const toPayment = (key: Buffer, row: Row): Payment => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id,
  type: row.type as PaymentType,
  position: row.position,
  enabled: Boolean(row.enabled),
  account_name: row.account_name,
  client_id: row.client_id,
  public_key: row.public_key,
  secret_key: masked(key, row.secret_enc),
  mode: (row.mode as Payment['mode']) ?? null,
  instructions: row.instructions,
  version: row.version,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/** A secret the merchant typed: not absent, not blank, not the mask sent back. */
export const newSecret = (value: string | null | undefined): string | undefined =>
  value && !isMask(value) ? value : undefined;

/** The columns a body sets for a provider of this type (the secret encrypted, and only when new). */
export function columnsOf(key: Buffer, type: PaymentType, body: Fields): Partial<Row> {
  const out: Partial<Row> = {};
  for (const field of PROVIDER_FIELDS[type]) {
    if (field === 'secret_key') {
      const secret = newSecret(body.secret_key);
      if (secret) out.secret_enc = encryptSecret(key, secret);
    } else if (field !== 'enabled' && body[field] !== undefined) {
      (out as Record<string, unknown>)[field] = body[field] ?? null;
    }
  }
  if (body.enabled !== undefined) out.enabled = body.enabled ? 1 : 0;
  return out;
}
