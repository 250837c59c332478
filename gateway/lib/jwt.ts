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

export function signToken(
  secret: string,
  sub: string,
  maxAgeSeconds: number,
  now = Date.now(),
): { token: string; claims: TokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: TokenClaims = { sub, jti: randomBytes(16).toString('hex'), iat, iat_ms: now, exp: iat + maxAgeSeconds };
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return { token: `${HEADER}.${payload}.${signature}`, claims };
}

/**
 * Tokens whose signature was found good, by token text, with the secret they were checked
 * with: a signed-in app sends the same token on every call, and its HMAC and JSON cost more
 * than the rest of the check. Expiry is still compared on every call, and revocation is the
 * database's (serve.ts); a token that fails is never kept, so only signed tokens take room.
 */
const verified = new Map<string, { secret: string; claims: TokenClaims }>();
const VERIFIED_KEPT = 1000;

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifyToken(secret: string, token: string, now = Date.now()): TokenClaims | undefined {
  const known = verified.get(token);
  if (known?.secret === secret) return known.claims.exp * 1000 > now ? known.claims : undefined;
  const claims = checkSignature(secret, token);
  if (!claims) return undefined;
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, { secret, claims: Object.freeze(claims) });
  return claims.exp * 1000 > now ? claims : undefined;
}

function checkSignature(secret: string, token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return undefined;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    return typeof claims.sub === 'string' && typeof claims.exp === 'number' ? claims : undefined;
  } catch {
    return undefined;
  }
}
