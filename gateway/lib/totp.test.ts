/** HOTP and TOTP against the test vectors published in RFC 4226 (appendix D) and RFC 6238 (appendix B). */
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, otpauthUri, totp, verifyTotp, type OtpAlgorithm } from './totp';

// RFC 6238's seeds: the ASCII "1234567890" repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');
const SEEDS: Record<OtpAlgorithm, Buffer> = { sha1: seed(20), sha256: seed(32), sha512: seed(64) };

describe('RFC 4226 HOTP', () => {
  const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  it.each(codes.map((code, counter) => [counter, code]))('counter %i gives %s', (counter, code) => {
    expect(hotp(SEEDS.sha1, counter)).toBe(code);
  });
});

describe('RFC 6238 TOTP (8 digits, 30 s)', () => {
  const vectors: [number, OtpAlgorithm, string][] = [
    [59, 'sha1', '94287082'],
    [59, 'sha256', '46119246'],
    [59, 'sha512', '90693936'],
    [1111111109, 'sha1', '07081804'],
    [1111111109, 'sha256', '68084774'],
    [1111111109, 'sha512', '25091201'],
    [1111111111, 'sha1', '14050471'],
    [1111111111, 'sha256', '67062674'],
    [1111111111, 'sha512', '99943326'],
    [1234567890, 'sha1', '89005924'],
    [1234567890, 'sha256', '91819424'],
    [1234567890, 'sha512', '93441116'],
    [2000000000, 'sha1', '69279037'],
    [2000000000, 'sha256', '90698825'],
    [2000000000, 'sha512', '38618901'],
    [20000000000, 'sha1', '65353130'],
    [20000000000, 'sha256', '77737706'],
    [20000000000, 'sha512', '47863826'],
  ];
  it.each(vectors)('T = %i s, %s: %s', (seconds, algorithm, code) => {
    expect(totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });
});

describe('base32 (RFC 4648 §10 vectors, unpadded)', () => {
  it.each([
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ])('%s <-> %s', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });

  it('reads what people type: lower case, spaces, padding', () => {
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZXW1')).toThrow();
  });
});

describe('verifyTotp', () => {
  const secret = base32Encode(SEEDS.sha1);
  const now = 1_111_111_111_000;

  it('accepts the code of this step and of one step either side, naming the step', () => {
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, totp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, totp(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, totp(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses two steps away, a wrong code and anything not six digits', () => {
    expect(verifyTotp(secret, totp(secret, now - 60_000), now)).toBeUndefined();
    expect(verifyTotp(secret, totp(secret, now + 60_000), now)).toBeUndefined();
    const wrong = String((Number(totp(secret, now)) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(secret, wrong, now)).toBeUndefined();
    expect(verifyTotp(secret, '12345', now)).toBeUndefined();
    expect(verifyTotp(secret, '12345a', now)).toBeUndefined();
  });
});

it('otpauth:// URI in the Key Uri Format', () => {
  expect(otpauthUri('JBSWY3DPEHPK3PXP', 'anh@example.com', 'Shop Admin')).toBe(
    'otpauth://totp/Shop%20Admin:anh%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Shop+Admin&algorithm=SHA1&digits=6&period=30',
  );
});
