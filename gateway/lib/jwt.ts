/** HS256 JSON Web Tokens with node:crypto (no dependency); compared in constant time. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  /** Issue time in ms: compared with a password change made in the same second. */
  iat_ms?: number;
  exp: number;
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(secret: string, sub: string, maxAgeSeconds: number, now = Date.now()): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub, jti: randomBytes(16).toString('hex'), iat, iat_ms: now, exp: iat + maxAgeSeconds };
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return { token: `${HEADER}.${payload}.${signature}`, claims };
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifyToken(secret: string, token: string, now = Date.now()): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return undefined;
    return claims.exp * 1000 > now ? claims : undefined;
  } catch {
    return undefined;
  }
}
