/**
 * Answers asked for before the app's code has arrived. The first-screen script
 * (scripts/vite/firstScreens.ts), a few hundred bytes that run while the framework is still
 * downloading, asks for the current shop with the stored token, the same GET the shell
 * makes first (the app bar's shop name, the dashboard). It leaves the pending answer under
 * EARLY_GLOBAL, keyed by the path and query; GatewayClient.call takes it, once and within
 * EARLY_FRESH_MS, for the identical GET instead of sending that call a second time. An early
 * answer that is not a 2xx JSON is dropped and the call is made as usual, so every failure
 * (an expired or revoked token, a deleted shop) is read and handled the one usual way.
 */
export const EARLY_GLOBAL = '__shopAdminEarly';
export const EARLY_FRESH_MS = 10_000;

export interface EarlyAnswer {
  at: number;
  answer: Promise<Response>;
}

/** The key of a GET: its path and query string, as URLSearchParams writes it. */
export function earlyKey(path: string, query?: Record<string, unknown>): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
  return pairs.length ? `${path}?${new URLSearchParams(pairs)}` : path;
}

type Holder = Record<string, Record<string, EarlyAnswer> | undefined>;

/** The early answer's JSON for this key, taken once; undefined when there is none or it failed. */
export function takeEarlyAnswer(key: string, now = Date.now()): Promise<unknown> | undefined {
  const kept = typeof window === 'undefined' ? undefined : (window as unknown as Holder)[EARLY_GLOBAL];
  const early = kept?.[key];
  if (!early) return undefined;
  delete kept[key];
  if (now - early.at > EARLY_FRESH_MS) return undefined;
  return early.answer
    .then((r) => (r.ok && (r.headers.get('content-type') ?? '').includes('json') ? r.json() : undefined))
    .catch(() => undefined);
}
