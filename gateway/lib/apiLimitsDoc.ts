/**
 * Issue 29: how /openapi.json documents the rate limits: every authenticated operation
 * (apiLimits.ts), and every public one that declares a 429 (the calls before sign-in,
 * gateway/modules/auth/rateLimit.ts), may answer 429 with Retry-After, and its answers carry
 * the RateLimit and RateLimit-Policy headers of draft-ietf-httpapi-ratelimit-headers.
 */
import type { ContractRoute } from '../../core/route';

export const RETRY_AFTER = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
};

/** A list of `"<policy>";<a>=<n>;<b>=<n>` items (RFC 9651 structured fields, as the draft writes them). */
const ITEMS = (a: string, b: string) => {
  const item = `"(token|shop|heavy|address|account)";${a}=\\d+;${b}=\\d+`;
  return `^${item}(, ${item})*$`;
};

export const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'What is left of each policy the call counts in: the calls (r) and the seconds until they are all available again (t), e.g. "token";r=79;t=1, "shop";r=159;t=1 (a call made before sign-in: "address";r=59;t=900, "account";r=29;t=900). On answers to calls that were counted.',
    schema: { type: 'string', maxLength: 200, pattern: ITEMS('r', 't') },
  },
  'RateLimit-Policy': {
    description:
      'The policies the call counts in, each with its quota (q) and window in seconds (w). Signed-in calls: token buckets whose q is the burst and w the seconds a full burst takes to refill: "token" (per token, default 40 a second, bursts of 80), "shop" (per shop, default 80 a second, bursts of 160), and for bulk, import and export calls "heavy" (per token, default one in 2 seconds, bursts of 10). Calls made before sign-in: fixed windows "address" (per client address) and "account" (per e-mail).',
    schema: { type: 'string', maxLength: 200, pattern: ITEMS('q', 'w') },
  },
};

const TOO_MANY =
  'Too many requests (code auth.rate_limited): this token, this shop, or bulk, import and export calls of this token, are over their limit; nothing was done. Call again after Retry-After seconds: a call before then is refused and, for a token over its own limit, moves the wait one call further (at most the time its bucket takes to fill).';

type Failure = (description: string) => Record<string, unknown>;

/** Adds the 429 answer and the rate-limit headers to an operation's answers. */
export function documentRateLimits(route: ContractRoute, responses: Record<string, unknown>, failure: Failure): void {
  // A public call is limited when it says so (the sign-in ones: per address and per account).
  if (route.auth === false && !responses['429']) return;
  if (route.auth !== false) responses['429'] = failure(TOO_MANY);
  for (const [status, answer] of Object.entries(responses)) {
    if (!/^[24]/.test(status)) continue;
    const response = answer as { headers?: Record<string, unknown> };
    response.headers = {
      ...response.headers,
      ...RATE_LIMIT_HEADERS,
      ...(status === '429' ? { 'Retry-After': RETRY_AFTER } : {}),
    };
  }
}
