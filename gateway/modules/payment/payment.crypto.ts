/**
 * Payment secrets at rest: AES-256-GCM with a key from PAYMENT_SECRET_KEY, or, when it is not
 * set, one generated once and kept in key_values (gateway/lib/sealing.ts, shared with the
 * two-factor secrets).
 */
import type { Db } from '../../db';
import { storedKey } from '../../lib/sealing';

export { decryptSecret, encryptSecret, keyFrom } from '../../lib/sealing';

/** The key for this database (read or made once per process). */
export const paymentKey = (db: Db, configured?: string): Promise<Buffer> =>
  storedKey(db, 'payment_secret_key', configured);
