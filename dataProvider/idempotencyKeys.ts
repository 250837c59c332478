/**
 * Issue 28: the Idempotency-Key of each submit (core/route.ts takesIdempotencyKey). A submit
 * gets a new key; while its answer has not come (the network dropped it, a proxy answered
 * 502-504, or the gateway says the first is still running) the http layer sends it again with
 * that key, and a later submit of the very same request (the merchant presses Save again)
 * reuses it too, so the gateway answers the first result instead of making a second order.
 * Once an answer comes, the key is spent: the next submit is a new request.
 */

/** Waits before each automatic resend of a submit whose answer never came. */
export const RETRY_DELAYS_MS = [400, 1200, 3000];
/** The gateway keeps a key's answer 24 hours; a lost one is reused for a little less. */
const KEPT_MS = 23 * 3_600_000;

/** 32 hex characters from the browser's random source (randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The keys of submits whose answer never came, by request (method, URL, query and body). */
export class LostAnswers {
  private readonly keys = new Map<string, { key: string; at: number }>();

  /** The key a submit of this request goes with: the lost one's, else a new one. */
  keyFor(request: string, now = Date.now()): string {
    for (const [id, kept] of this.keys) if (now - kept.at > KEPT_MS) this.keys.delete(id);
    const kept = this.keys.get(request);
    if (kept) return kept.key;
    const key = newIdempotencyKey();
    this.keys.set(request, { key, at: now });
    return key;
  }

  /** An answer came: the key is spent. */
  answered(request: string): void {
    this.keys.delete(request);
  }
}

/** The request a key stands for: the same method, URL, query and body is the same request. */
export const requestIdentity = (method: string, url: string, query: unknown, body: unknown) =>
  JSON.stringify([method, url, query ?? null, body ?? null]);

/**
 * Whether a failed submit got no answer to act on: no response at all, a proxy's 502-504,
 * or the gateway's "still running" 409. Then it is sent again with the same key.
 */
export function answerNeverCame(status: number, body: { code?: string } | undefined): boolean {
  if (status === 0 || status === 502 || status === 503 || status === 504) return true;
  return status === 409 && body?.code === 'idempotency.in_flight';
}

/** Waits, unless the caller gives up (then rejects with the abort reason). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
