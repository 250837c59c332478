/**
 * Secrets at rest (payment secrets, two-factor secrets): AES-256-GCM (node:crypto) with a key
 * from the configuration (PAYMENT_SECRET_KEY) or, when it is not set, one generated once and
 * kept in key_values (like the token secret). A stored value is 'v1.<iv>.<tag>.<ciphertext>',
 * base64url parts; a changed byte fails to open.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db';

const keys = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/** 64 hex characters are the key itself; any other text is hashed to 32 bytes. */
export function keyFrom(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : createHash('sha256').update(text).digest();
}

/** A key of its own for one use of a configured key (HKDF), so one purpose's ciphertext never opens with another's. */
export const derivedKey = (key: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', key, '', purpose, 32));

async function loadKey(db: Db, name: string, configured?: string): Promise<Buffer> {
  if (configured) return keyFrom(configured);
  const value = randomBytes(32).toString('hex');
  await db
    .insertInto('key_values')
    .values({ key: name, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db.selectFrom('key_values').select('value').where('key', '=', name).executeTakeFirstOrThrow();
  return keyFrom(stored.value);
}

/** The key named `name` for this database: the configured text, else generated once and kept (read once per process). */
export function storedKey(db: Db, name: string, configured?: string): Promise<Buffer> {
  let byName = keys.get(db);
  if (!byName) keys.set(db, (byName = new Map()));
  let key = byName.get(name);
  if (!key) {
    key = loadKey(db, name, configured);
    byName.set(name, key);
    key.catch(() => byName.delete(name));
  }
  return key;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [v, iv, tag, data] = stored.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
