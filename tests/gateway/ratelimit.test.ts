/**
 * Issue 15: the calls made before sign-in are rate-limited per client address and per
 * account, counted in the database (the limits here are small so the test is quick).
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, parseLimit, rateLimitsFromEnv, type RateLimits } from '../../gateway/lib/limits';
import { totp } from '../../gateway/lib/totp';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, uniqueEmail, useGateway } from './harness';

const HOUR = 3_600_000;
const limits: RateLimits = {
  login: { address: { max: 8, windowMs: HOUR }, account: { max: 4, windowMs: HOUR } },
  signup: { address: { max: 3, windowMs: HOUR }, account: { max: 2, windowMs: HOUR } },
  lookup: { address: { max: 5, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
  mail: { address: { max: 4, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
};
const gw = useGateway({ rateLimits: limits });

const recover = (email: string, remoteAddress: string) =>
  gw.call(authRoutes.recover, { params: { email }, remoteAddress });
const mailsTo = (email: string) =>
  gw.db.selectFrom('outbox').select('id').where('to_email', '=', email).where('kind', '!=', 'welcome').execute();

let made = 0;
/** Accounts signed up from addresses of their own, so sign-up's own limit stays out of the way. */
async function accounts(n: number) {
  const list: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = uniqueEmail('limited');
    const res = await gw.call(authRoutes.signup, {
      body: { first_name: 'Linh', last_name: 'Nguyen', email, password: PASSWORD, password_confirmation: PASSWORD },
      remoteAddress: `10.9.${++made}.1`,
    });
    expect(res.statusCode).toBe(201);
    list.push(email);
  }
  return list;
}

describe('recover/{email} and resend-active/{email}', () => {
  it('per account: the 4th recovery mail in the hour is refused with 429 and Retry-After, and only 3 mails are queued', async () => {
    const [email] = await accounts(1);
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await recover(email, `198.51.100.${10 + i}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const refused = await recover(email, '198.51.100.30');
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'auth.rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('answers carry the draft RateLimit headers (issue 29): what is left per address and per account, and the policies', async () => {
    const [email] = await accounts(1);
    const first = await recover(email, '198.51.100.60');
    expect(first.headers['ratelimit-policy']).toBe('"address";q=4;w=3600, "account";q=3;w=3600');
    expect(first.headers.ratelimit).toMatch(/^"address";r=3;t=\d+, "account";r=2;t=\d+$/);
    for (let i = 0; i < 2; i++) await recover(email, '198.51.100.61');
    const refused = await recover(email, '198.51.100.62');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.ratelimit).toMatch(/"account";r=0/);
    expect(refused.headers['ratelimit-policy']).toBeDefined();
  });

  it('per address: one address asking for many accounts is refused after 4 calls; another address is not', async () => {
    const emails = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d'), uniqueEmail('e')];
    const codes = [];
    for (const email of emails)
      codes.push(
        (await gw.call(authRoutes.resendActive, { params: { email }, remoteAddress: '198.51.100.40' })).statusCode,
      );
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    expect((await recover(emails[4], '198.51.100.41')).statusCode).toBe(200);
  });
});

describe('validate/{email}', () => {
  it('cannot be used to walk a list of addresses', async () => {
    const codes = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (
          await gw.call(authRoutes.validateEmail, {
            params: { email: uniqueEmail('walk') },
            remoteAddress: '198.51.100.50',
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('sign-up', () => {
  it('per address: the 4th sign-up from one address in the hour is refused and no account is made', async () => {
    const body = (email: string) => ({
      first_name: 'Linh',
      last_name: 'Nguyen',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    const emails = [uniqueEmail('s1'), uniqueEmail('s2'), uniqueEmail('s3'), uniqueEmail('s4')];
    const codes = [];
    for (const email of emails)
      codes.push((await gw.call(authRoutes.signup, { body: body(email), remoteAddress: '198.51.100.60' })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    expect(
      await gw.db.selectFrom('users').select('id').where('email', '=', emails[3]).executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('sign-in', () => {
  it('per account across addresses: the 5th attempt at one account in the hour is refused even with the right password', async () => {
    const [email] = await accounts(1);
    const codes = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (
          await gw.call(authRoutes.login, {
            body: { email, password: 'wrong-password' },
            remoteAddress: `192.0.2.${i + 1}`,
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401]);
    const res = await gw.call(authRoutes.login, { body: { email, password: PASSWORD }, remoteAddress: '192.0.2.9' });
    expect(res.statusCode).toBe(429);
    expect(res.body).not.toContain('access_token');
  });

  it("issue 29: the two-factor code step counts with sign-in's per-account limit, across addresses", async () => {
    const [email] = await accounts(1);
    // Sign-in 1 of 4 for this account.
    const token = await gw.login(email, PASSWORD, '192.0.2.30');
    const { secret } = (await gw.ok(authRoutes.twoFactorSetup, { token })).data;
    await gw.ok(authRoutes.twoFactorEnable, { token, body: { code: totp(secret) } });
    // 2 of 4: the password step answers a challenge.
    const step = await gw.call(authRoutes.login, { body: { email, password: PASSWORD }, remoteAddress: '192.0.2.31' });
    const challenge_token = step.json().challenge_token as string;
    const code = (remoteAddress: string, value: string) =>
      gw.call(authRoutes.loginTwoFactor, { body: { email, challenge_token, code: value }, remoteAddress });
    // 3 and 4: wrong codes from two more addresses; the 5th call, with the right code, is refused.
    expect((await code('192.0.2.32', 'aaaaa-aaaaa')).statusCode).toBe(401);
    expect((await code('192.0.2.33', 'aaaaa-aaaaa')).statusCode).toBe(401);
    const res = await code('192.0.2.34', totp(secret, Date.now() + 30_000));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'auth.rate_limited' });
  });
});

describe('settings', () => {
  it('come from RATE_LIMITS and RATE_LIMIT_<GROUP>', () => {
    expect(rateLimitsFromEnv({ RATE_LIMITS: '0' })).toBeUndefined();
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMIT_MAIL: '20/2h,5/30m' })?.mail).toEqual({
      address: { max: 20, windowMs: 2 * HOUR },
      account: { max: 5, windowMs: 30 * 60_000 },
    });
    expect(() => parseLimit('ten per hour')).toThrow();
  });
});
