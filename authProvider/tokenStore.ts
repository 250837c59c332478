/** The bearer token, kept with its expiry (SPEC §9: max age 64000 s). */
const KEY = 'shop-admin.token';

interface Stored {
  token: string;
  expiresAt: number;
}

export function saveToken(token: string, expiresInSeconds: number, now = Date.now()) {
  localStorage.setItem(KEY, JSON.stringify({ token, expiresAt: now + expiresInSeconds * 1000 } satisfies Stored));
}

export function getToken(now = Date.now()): string | undefined {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Stored | null;
    return stored && stored.expiresAt > now ? stored.token : undefined;
  } catch {
    return undefined;
  }
}

export const clearToken = () => localStorage.removeItem(KEY);

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
