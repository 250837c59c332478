/** The bearer token, kept with its expiry (SPEC §9: max age 64000 s). */
export const TOKEN_KEY = 'shop-admin.token';

/** The signed-in user as read once per sign-in (`auth/api/user/me`), kept for that token only. */
const IDENTITY_KEY = 'shop-admin.identity';

interface Stored {
  token: string;
  expiresAt: number;
}

export function saveToken(token: string, expiresInSeconds: number, now = Date.now()) {
  localStorage.setItem(TOKEN_KEY, JSON.stringify({ token, expiresAt: now + expiresInSeconds * 1000 } satisfies Stored));
  localStorage.removeItem(IDENTITY_KEY);
}

export function getToken(now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(TOKEN_KEY) ?? 'null') as Stored | null;
    return stored && stored.expiresAt > now ? stored.token : undefined;
  } catch {
    return undefined;
  }
}

export const clearToken = () => {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(IDENTITY_KEY);
};

/** The identity kept for the current token, or undefined (another token, none, unreadable). */
export function getStoredIdentity<T>(token = getToken()): T | undefined {
  if (!token) return undefined;
  try {
    const stored = JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? 'null') as { token: string; identity: T } | null;
    return stored?.token === token ? stored.identity : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the identity for the current token (a new sign-in or sign-out forgets it). */
export function storeIdentity<T>(identity: T, token = getToken()) {
  if (token) localStorage.setItem(IDENTITY_KEY, JSON.stringify({ token, identity }));
}

/** The signed-in user's id: the token's `sub` claim (read, not verified: the gateway verifies). */
export function tokenSubject(token = getToken()): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : undefined;
  } catch {
    return undefined;
  }
}
