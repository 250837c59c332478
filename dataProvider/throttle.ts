/**
 * Issue 29: the gateway answers 429 with Retry-After when a token or a shop is over its rate
 * limit; nothing was done, so the http layer waits and sends the very same request again (a
 * submit with its Idempotency-Key) a few times before the merchant sees "too many requests".
 * The form stays as it is meanwhile: the call is only slower. A long Retry-After (the sign-in
 * lock-out's 15 minutes) is not waited for.
 */

/** Resends of a throttled call. */
export const THROTTLE_RETRIES = 3;
/** A Retry-After longer than this is the merchant's to wait for, not the app's. */
export const MAX_THROTTLE_WAIT_MS = 10_000;

/** Retry-After as seconds or an HTTP date, in milliseconds from now (1 s when missing or unreadable). */
export function retryAfterMs(value: unknown, now = Date.now()): number {
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/** How long to wait before resending a call answered `status` (attempt 0 is the first resend); undefined: do not. */
export function throttleWait(status: number, retryAfter: unknown, attempt: number): number | undefined {
  if (status !== 429 || attempt >= THROTTLE_RETRIES) return undefined;
  const wait = retryAfterMs(retryAfter);
  return wait > MAX_THROTTLE_WAIT_MS ? undefined : wait;
}
