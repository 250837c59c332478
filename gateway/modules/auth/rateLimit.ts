/**
 * Rate limits of the calls made before sign-in (issue 15): sign-in, sign-up,
 * validate/{email}, recover/{email}, resend-active/{email}, reset-password, verify-email and
 * the two-factor code calls, each per client address
 * and per account, with @fastify/rate-limit counting in the database (a store on the
 * rate_counters table, gateway/lib/counters.ts), so several instances agree.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { fastifyPath, type ContractRoute } from '../../../core/route';
import type { Db } from '../../db';
import { hit } from '../../lib/counters';
import { GatewayError } from '../../lib/errors';
import type { Limit, RateLimitGroup, RateLimits } from '../../lib/limits';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store interface over the shared counter table. */
export function databaseStore(db: Db) {
  return class DatabaseStore {
    incr(key: string, callback: StoreCallback, timeWindow: number) {
      const now = Date.now();
      hit(db, key, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

const RULES: [ContractRoute, RateLimitGroup][] = [
  [authRoutes.login, 'login'],
  [authRoutes.signup, 'signup'],
  [authRoutes.validateEmail, 'lookup'],
  [authRoutes.recover, 'mail'],
  [authRoutes.resendActive, 'mail'],
  // Issue 29: the mailed links' calls, counted like sign-in attempts (per address: they name no account).
  [authRoutes.resetPassword, 'login'],
  [authRoutes.verifyEmail, 'login'],
  // Issue 29: codes are sign-in attempts too; the code step names its account (body.email).
  [authRoutes.loginTwoFactor, 'login'],
  [authRoutes.twoFactorDisable, 'login'],
];

/** The account a call names: the e-mail in its path or body, as the handlers read it. */
function accountOf(req: FastifyRequest): string {
  const params = req.params as { email?: string } | undefined;
  const body = req.body as { email?: unknown } | undefined;
  const email = params?.email ?? (typeof body?.email === 'string' ? body.email : '');
  return email.trim().toLowerCase();
}

type Limiter = (
  req: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number; remaining?: number }>;
interface Check {
  kind: 'address' | 'account';
  limiter: Limiter;
}

export const rateLimited = (retryAfterS: number, headers: Record<string, string> = {}) =>
  new GatewayError(
    429,
    'Too many requests. Try again later.',
    { code: 'auth.rate_limited' },
    { ...headers, 'retry-after': String(Math.max(1, retryAfterS)) },
  );

export function registerAuthRateLimits(app: FastifyInstance, db: Db, limits: RateLimits) {
  void app.register(fastifyRateLimit, { global: false, store: databaseStore(db) as never });
  const byRoute = new Map(RULES.map(([route, group]) => [`${route.method} ${fastifyPath(route.path)}`, group]));
  let checks: Map<RateLimitGroup, Check[]> | undefined;
  // Built at the first request: the plugin's decorator exists once it has loaded.
  const build = () =>
    new Map(
      (Object.keys(limits) as RateLimitGroup[]).map((group) => {
        const limiter = (
          kind: Check['kind'],
          { max, windowMs }: Limit,
          key: (req: FastifyRequest) => string,
        ): Check => ({
          kind,
          limiter: app.createRateLimit({
            max,
            timeWindow: windowMs,
            keyGenerator: (req) => `rl:${group}:${kind}:${key(req)}`,
          }) as Limiter,
        });
        return [
          group,
          [
            limiter('address', limits[group].address, (req) => req.ip),
            limiter('account', limits[group].account, accountOf),
          ],
        ];
      }),
    );

  // Issue 29: the draft RateLimit headers, as the signed-in calls have them (gateway/lib/apiLimits.ts).
  const policyOf = (group: RateLimitGroup) =>
    (['address', 'account'] as const)
      .map((kind) => `"${kind}";q=${limits[group][kind].max};w=${Math.ceil(limits[group][kind].windowMs / 1000)}`)
      .join(', ');
  app.addHook('preHandler', async (req, reply) => {
    const group = byRoute.get(`${req.method} ${req.routeOptions.url}`);
    if (!group) return;
    checks ??= build();
    const left: string[] = [];
    for (const { kind, limiter } of checks.get(group) ?? []) {
      // A call naming no account (a bad body, answered 400) counts for its address only.
      if (kind === 'account' && !accountOf(req)) continue;
      const result = await limiter(req);
      left.push(`"${kind}";r=${result.remaining ?? 0};t=${result.ttlInSeconds ?? 0}`);
      const headers = { 'ratelimit-policy': policyOf(group), ratelimit: left.join(', ') };
      if (result.isExceeded) throw rateLimited(result.ttlInSeconds ?? 60, headers);
      reply.headers(headers);
    }
  });
}
