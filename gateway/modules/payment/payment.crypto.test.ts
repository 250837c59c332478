/** Payment secrets at rest: AES-256-GCM round trip, a fresh IV each time, tampering and a wrong key refused. */
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, keyFrom } from './payment.crypto';

const key = keyFrom('a'.repeat(64));

describe('payment secrets', () => {
  it('opens what it sealed, with a new IV each time, and never holds the text', () => {
    const a = encryptSecret(key, 'EHsecret-9931');
    const b = encryptSecret(key, 'EHsecret-9931');
    expect(a).not.toBe(b);
    expect(a).not.toContain('EHsecret');
    expect(a.startsWith('v1.')).toBe(true);
    expect(decryptSecret(key, a)).toBe('EHsecret-9931');
  });

  it('refuses a changed byte, another key and an unknown format', () => {
    const sealed = encryptSecret(key, 'EHsecret-9931');
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3], 'base64url');
    data[0] ^= 1;
    expect(() => decryptSecret(key, [...parts.slice(0, 3), data.toString('base64url')].join('.'))).toThrow();
    expect(() => decryptSecret(keyFrom('another key'), sealed)).toThrow();
    expect(() => decryptSecret(key, 'plain text')).toThrow(/format/);
  });

  it('takes 64 hex characters as the key itself and hashes any other text to 32 bytes', () => {
    expect(keyFrom('ab'.repeat(32))).toEqual(Buffer.from('ab'.repeat(32), 'hex'));
    expect(keyFrom('a passphrase')).toHaveLength(32);
  });
});
