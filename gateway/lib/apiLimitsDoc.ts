/**
 * Issue 29: how /openapi.json documents the rate limits (apiLimits.ts): every authenticated
 * operation may answer 429 with Retry-After, and its answers carry the RateLimit and
 * RateLimit-Policy headers of draft-ietf-httpapi-ratelimit-headers; a public call with its own
 * limits (the sign-in ones, gateway/modules/auth/rateLimit.ts) gets Retry-After on its 429.
 */
import type { ContractRoute } from '../../core/route';

const RETRY_AFTER = {
  description: 'Seconds to wait before calling again',
  schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
};

/** A list of `"<policy>";<a>=<n>;<b>=<n>` items (RFC 9651 structured fields, as the draft writes them). */
const ITEMS = (a: string, b: string) => {
  const item = `"(token|shop|heavy)";${a}=\\d+;${b}=\\d+`;
  return `^${item}(, ${item})*$`;
};

export const RATE_LIMIT_HEADERS = {
  RateLimit: {
    description:
      'What is left of each policy the call counts in: the calls (r) and the seconds until the bucket is full again (t), e.g. "token";r=79;t=1, "shop";r=159;t=1. On answers to calls that were counted.',
    schema: { type: 'string', maxLength: 200, pattern: ITEMS('r', 't') },
  },
  'RateLimit-Policy': {
    description:
      'The policies the call counts in, each with its burst (q) and the seconds a full burst takes to refill (w): "token" (per token, default 40 a second, bursts of 80), "shop" (per shop, default 80 a second, bursts of 160), and for bulk, import and export calls "heavy" (per token, default one in 2 seconds, bursts of 10).',
    schema: { type: 'string', maxLength: 200, pattern: ITEMS('q', 'w') },
  },
};

const TOO_MANY =
  'Too many requests (code auth.rate_limited): this token, this shop, or bulk, import and export calls of this token, are over their limit; nothing was done. Call again after Retry-After seconds.';

type Failure = (description: string) => Record<string, unknown>;

/** Adds the 429 answer and the rate-limit headers to an operation's answers. */
export function documentRateLimits(route: ContractRoute, responses: Record<string, unknown>, failure: Failure): void {
  if (route.auth === false) {
    const refused = responses['429'] as Record<string, unknown> | undefined;
    if (refused) refused.headers = { 'Retry-After': RETRY_AFTER };
    return;
  }
  responses['429'] = failure(TOO_MANY);
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
