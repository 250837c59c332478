/**
 * Issue 29: the RateLimit-Policy, RateLimit and Retry-After values of the API rate limits
 * (draft-ietf-httpapi-ratelimit-headers; documented by apiLimitsDoc.ts), made once: every
 * answer carries them, and a flooding token's refusals should cost next to nothing.
 */
import type { State } from './apiBuckets';
import type { ApiRateLimits, Bucket } from './limits';

type Policy = 'token' | 'shop' | 'heavy';

/** Items `"<policy>";r=<remaining>;t=<seconds>` cached up to this many per policy (the defaults need ~500). */
const CACHED_ITEMS = 4096;
const CACHED_SECONDS = 120;

class PolicyParts {
  private readonly items: (string | undefined)[] = [];
  private readonly width: number;
  private readonly cached: boolean;

  constructor(
    readonly name: Policy,
    readonly bucket: Bucket,
  ) {
    // t runs from 0 to the time an empty bucket takes to fill.
    this.width = Math.ceil(bucket.burst / bucket.perSecond) + 1;
    this.cached = (bucket.burst + 1) * this.width <= CACHED_ITEMS;
  }

  /** What is left of the bucket at `now`: calls, and seconds until it is full. */
  item(state: State, now: number): string {
    const used = state.tat > now ? state.tat - now : 0;
    const remaining = Math.max(0, Math.floor((state.depth - used) / state.interval));
    const resetS = Math.ceil(used / 1000);
    if (!this.cached || resetS >= this.width) return `"${this.name}";r=${remaining};t=${resetS}`;
    const index = remaining * this.width + resetS;
    return (this.items[index] ??= `"${this.name}";r=${remaining};t=${resetS}`);
  }

  get policy(): string {
    const { perSecond, burst } = this.bucket;
    return `"${this.name}";q=${burst};w=${Math.max(1, Math.ceil(burst / perSecond))}`;
  }
}

export class HeaderParts {
  private readonly token: PolicyParts;
  private readonly shop: PolicyParts;
  private readonly heavy: PolicyParts;
  /** RateLimit-Policy by [with a shop][heavy]. */
  private readonly policies: string[][];
  private readonly retries: string[] = [];

  constructor(limits: ApiRateLimits) {
    this.token = new PolicyParts('token', limits.token);
    this.shop = new PolicyParts('shop', limits.shop);
    this.heavy = new PolicyParts('heavy', limits.heavy);
    this.policies = [false, true].map((withShop) =>
      [false, true].map((heavy) =>
        [this.token, ...(withShop ? [this.shop] : []), ...(heavy ? [this.heavy] : [])].map((p) => p.policy).join(', '),
      ),
    );
  }

  /** The RateLimit-Policy of a route naming a shop or not, counting as heavy or not. */
  policy(withShop: boolean, heavy: boolean): string {
    return this.policies[withShop ? 1 : 0][heavy ? 1 : 0];
  }

  /** The RateLimit value: what is left of each bucket the call counts in. */
  left(token: State, shop: State | undefined, heavy: State | undefined, now: number): string {
    let out = this.token.item(token, now);
    if (shop) out += `, ${this.shop.item(shop, now)}`;
    if (heavy) out += `, ${this.heavy.item(heavy, now)}`;
    return out;
  }

  /** Retry-After: whole seconds, at least 1. */
  retryAfter(waitMs: number): string {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    if (seconds > CACHED_SECONDS) return String(seconds);
    return (this.retries[seconds] ??= String(seconds));
  }
}
