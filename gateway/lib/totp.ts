/**
 * One-time passwords for authenticator apps (issue 29): HOTP (RFC 4226) and TOTP (RFC 6238)
 * with node:crypto, and the RFC 4648 base32 the apps read secrets in. No npm package for
 * them is installed (otpauth would be the one); the algorithm is short and is checked
 * against the RFCs' published test vectors (totp.test.ts). The e2e tests compute codes
 * with this same file, as an authenticator app would.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type OtpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export interface TotpOptions {
  /** 30 s (RFC 6238's default, and what every authenticator app assumes). */
  stepSeconds?: number;
  digits?: number;
  algorithm?: OtpAlgorithm;
}

const DEFAULTS = { stepSeconds: 30, digits: 6, algorithm: 'sha1' } as const;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what otpauth:// URIs carry). */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Base32 as people type it: any case, spaces and padding ignored. Throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC of the 8-byte counter, dynamic truncation, the last `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6, algorithm: OtpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238 §4: T = floor(unix seconds / step)). */
export const timeStep = (nowMs: number, stepSeconds: number = DEFAULTS.stepSeconds) =>
  Math.floor(nowMs / 1000 / stepSeconds);

/** The code an authenticator app shows at `nowMs` for a base32 secret. */
export function totp(secret: string | Buffer, nowMs = Date.now(), options: TotpOptions = {}): string {
  const { stepSeconds, digits, algorithm } = { ...DEFAULTS, ...options };
  const key = typeof secret === 'string' ? base32Decode(secret) : secret;
  return hotp(key, timeStep(nowMs, stepSeconds), digits, algorithm);
}

/**
 * The time step a code was made for, within one step either side of now (a clock a little
 * off, a code typed as it changes), or undefined. Compared in constant time. The caller
 * refuses a step already used, so one code signs in once.
 */
export function verifyTotp(
  secret: string,
  code: string,
  nowMs = Date.now(),
  options: TotpOptions = {},
): number | undefined {
  const { stepSeconds, digits, algorithm } = { ...DEFAULTS, ...options };
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return undefined;
  const key = base32Decode(secret);
  const now = timeStep(nowMs, stepSeconds);
  let found: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    const expected = hotp(key, step, digits, algorithm);
    // Every step is compared, so the time taken does not say which matched.
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(code)) && found === undefined) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps read (from a QR code or typed), Key Uri Format. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}
