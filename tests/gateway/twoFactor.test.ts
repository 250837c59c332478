/**
 * Issue 29: two-factor sign-in. Turning it on takes a current code of the new secret and
 * answers ten recovery codes once; sign-in then answers a challenge, not a token, and the
 * code step signs in; wrong codes count toward the sign-in lock-out; a recovery code works
 * once; turning it off needs the password and a code. Codes are computed here with the
 * gateway's RFC 6238 code, as an authenticator app would; the secret and the recovery codes
 * are never answered again nor stored in the clear.
 */
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../gateway/modules/auth/auth.module';
import { totp } from '../../gateway/lib/totp';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, useGateway, type Account } from './harness';

const gw = useGateway();
const STEP_MS = 30_000;

/** A code for another time step than `code`'s (a code is accepted once per step). */
const codeAt = (secret: string, offsetSteps = 0) => totp(secret, Date.now() + offsetSteps * STEP_MS);
const wrongCodeFor = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
  let code = 0;
  while (valid.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
};

async function setup(account: Account) {
  return (await gw.ok(authRoutes.twoFactorSetup, { token: account.token })).data;
}

/** An account with two-factor on: its secret and recovery codes. */
async function withTwoFactor() {
  const account = await gw.account();
  const { secret } = await setup(account);
  const { data } = await gw.ok(authRoutes.twoFactorEnable, { token: account.token, body: { code: codeAt(secret) } });
  return { ...account, secret, recoveryCodes: data.recovery_codes };
}

const passwordStep = (email: string, remoteAddress = '192.0.2.10', password = PASSWORD) =>
  gw.call(authRoutes.login, { body: { email, password }, remoteAddress });

async function challengeFor(email: string, remoteAddress?: string): Promise<string> {
  const res = await passwordStep(email, remoteAddress);
  expect(res.statusCode).toBe(200);
  return res.json().challenge_token as string;
}

const codeStep = (email: string, challenge_token: string, code: string, remoteAddress = '192.0.2.10') =>
  gw.call(authRoutes.loginTwoFactor, { body: { email, challenge_token, code }, remoteAddress });

describe('turning two-factor on', () => {
  it('setup answers a base32 secret and its otpauth:// URI; nothing is on until a code confirms it', async () => {
    const account = await gw.account();
    const data = await setup(account);
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_url).toBe(
      `otpauth://totp/Shop%20back%20office:${encodeURIComponent(account.email)}?secret=${data.secret}&issuer=Shop+back+office&algorithm=SHA1&digits=6&period=30`,
    );
    expect((await gw.ok(authRoutes.twoFactor, { token: account.token })).data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    // Still signs in with the password alone.
    expect((await passwordStep(account.email)).json()).toHaveProperty('access_token');
  });

  it('a wrong code is refused on the field and leaves two-factor off', async () => {
    const account = await gw.account();
    const { secret } = await setup(account);
    const res = await gw.call(authRoutes.twoFactorEnable, {
      token: account.token,
      body: { code: wrongCodeFor(secret) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ code: { message: 'app.validation.code_wrong' } });
    const blank = await gw.call(authRoutes.twoFactorEnable, { token: account.token, body: { code: ' ' } });
    expect(blank.json().errors).toEqual({ code: { message: 'app.validation.required' } });
    expect((await gw.ok(authRoutes.twoFactor, { token: account.token })).data.enabled).toBe(false);
  });

  it('a current code turns it on and answers ten distinct recovery codes, once', async () => {
    const account = await withTwoFactor();
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    account.recoveryCodes.forEach((code) => expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));
    const status = (await gw.ok(authRoutes.twoFactor, { token: account.token })).data;
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // On already: no new secret is made or answered.
    const again = await gw.call(authRoutes.twoFactorSetup, { token: account.token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth.two_factor_enabled' });
    expect(again.body).not.toContain(account.secret);
  });

  it('the secret is stored sealed and the recovery codes hashed; no answer carries them again', async () => {
    const account = await withTwoFactor();
    const row = await gw.db
      .selectFrom('two_factor')
      .selectAll()
      .where('user_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(account.secret);
    const hashes = await gw.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', account.id)
      .execute();
    expect(hashes).toHaveLength(10);
    const stored = JSON.stringify(hashes);
    for (const code of account.recoveryCodes) expect(stored).not.toContain(code.replace('-', ''));

    const answers = [
      await gw.call(authRoutes.twoFactor, { token: account.token }),
      await gw.call(authRoutes.me, { token: account.token }),
      await passwordStep(account.email),
      await gw.call(authRoutes.twoFactorSetup, { token: account.token }),
    ];
    for (const res of answers) {
      expect(res.body).not.toContain(account.secret);
      for (const code of account.recoveryCodes) expect(res.body).not.toContain(code);
    }
  });
});

describe('signing in with two-factor on', () => {
  it('the password step answers a challenge, not a token; the challenge is no bearer token', async () => {
    const account = await withTwoFactor();
    const res = await passwordStep(account.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ two_factor_required: true, challenge_token: expect.any(String), expires_in: 300 });
    expect(body).not.toHaveProperty('access_token');
    expect((await gw.call(authRoutes.me, { token: body.challenge_token })).statusCode).toBe(401);
  });

  it('the code step with a current code answers a working token; the challenge and the code work once', async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account.email);
    const code = codeAt(account.secret, 1);
    const res = await codeStep(account.email, challenge, code);
    expect(res.statusCode).toBe(200);
    const token = res.json().access_token as string;
    expect((await gw.ok(authRoutes.me, { token })).data.email).toBe(account.email);

    // The same challenge again, even with another good code: spent.
    const reused = await codeStep(account.email, challenge, codeAt(account.secret));
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'auth.challenge_expired' });
    // The same code on a new challenge, or an older one: refused (each code signs in once).
    const replay = await codeStep(account.email, await challengeFor(account.email), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'auth.invalid_code' });
    expect((await codeStep(account.email, await challengeFor(account.email), codeAt(account.secret))).statusCode).toBe(
      401,
    );
  });

  it("a wrong code is refused; a challenge is its own address's, and unknown challenges are refused", async () => {
    const account = await withTwoFactor();
    const challenge = await challengeFor(account.email);
    const wrong = await codeStep(account.email, challenge, wrongCodeFor(account.secret));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalid_code' });
    expect(wrong.body).not.toContain('access_token');
    const other = await gw.account();
    expect((await codeStep(other.email, challenge, codeAt(account.secret))).json()).toMatchObject({
      code: 'auth.challenge_expired',
    });
    expect((await codeStep(account.email, 'made-up', codeAt(account.secret))).statusCode).toBe(401);
    // The challenge still works with the right code after a wrong one (the next step's: enabling used this one).
    expect((await codeStep(account.email, challenge, codeAt(account.secret, 1))).statusCode).toBe(200);
  });

  it('wrong codes count toward the lock-out: after 10 the right code is refused with 429', async () => {
    const account = await withTwoFactor();
    const address = '192.0.2.50';
    const challenge = await challengeFor(account.email, address);
    const wrong = wrongCodeFor(account.secret);
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await codeStep(account.email, challenge, wrong, address)).statusCode).toBe(401);
    const locked = await codeStep(account.email, challenge, codeAt(account.secret, 1), address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'auth.locked' });
    expect(locked.body).not.toContain('access_token');
    // The right password does not start the count again: it is locked too.
    expect((await passwordStep(account.email, address)).statusCode).toBe(429);
  });

  it('a right password between wrong codes does not reset the count; wrong passwords and codes add up', async () => {
    const account = await withTwoFactor();
    const address = '192.0.2.51';
    const wrong = wrongCodeFor(account.secret);
    for (let i = 0; i < 5; i++) {
      expect((await passwordStep(account.email, address, 'wrong-password')).statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      const challenge = await challengeFor(account.email, address);
      expect((await codeStep(account.email, challenge, wrong, address)).statusCode).toBe(401);
    }
    expect((await passwordStep(account.email, address)).statusCode).toBe(429);
  });

  it('a recovery code signs in instead of a code, once; any case and spacing', async () => {
    const account = await withTwoFactor();
    const [first] = account.recoveryCodes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const res = await codeStep(account.email, await challengeFor(account.email), typed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('access_token');
    const token = res.json().access_token as string;
    expect((await gw.ok(authRoutes.twoFactor, { token })).data.recovery_codes_left).toBe(9);

    const again = await codeStep(account.email, await challengeFor(account.email), first);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'auth.invalid_code' });
    // The others still work.
    const second = await codeStep(account.email, await challengeFor(account.email), account.recoveryCodes[1]);
    expect(second.statusCode).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the right password and a current code; then the password alone signs in', async () => {
    const account = await withTwoFactor();
    const disable = (password: string, code: string) =>
      gw.call(authRoutes.twoFactorDisable, { token: account.token, body: { password, code } });

    const noCode = await disable(PASSWORD, '');
    expect(noCode.json().errors).toEqual({ code: { message: 'app.validation.required' } });
    const wrongPassword = await disable('not-the-password', codeAt(account.secret));
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toEqual({ password: { message: 'app.validation.password_wrong' } });
    const wrongCode = await disable(PASSWORD, wrongCodeFor(account.secret));
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual({ code: { message: 'app.validation.code_wrong' } });
    expect((await gw.ok(authRoutes.twoFactor, { token: account.token })).data.enabled).toBe(true);

    expect(
      (
        await gw.ok(authRoutes.twoFactorDisable, {
          token: account.token,
          body: { password: PASSWORD, code: codeAt(account.secret, 1) },
        })
      ).data,
    ).toEqual({
      enabled: false,
    });
    expect((await gw.ok(authRoutes.twoFactor, { token: account.token })).data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    expect((await passwordStep(account.email)).json()).toHaveProperty('access_token');
    expect(
      await gw.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', account.id).execute(),
    ).toEqual([]);
  });

  it('wrong passwords or codes here count toward the lock-out too', async () => {
    const account = await withTwoFactor();
    const address = '192.0.2.60';
    const disable = (password: string, code: string) =>
      gw.call(authRoutes.twoFactorDisable, { token: account.token, body: { password, code }, remoteAddress: address });
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await disable(PASSWORD, wrongCodeFor(account.secret))).statusCode).toBe(400);
    const locked = await disable(PASSWORD, codeAt(account.secret, 1));
    expect(locked.statusCode).toBe(429);
    expect((await gw.ok(authRoutes.twoFactor, { token: account.token })).data.enabled).toBe(true);
  });

  it("each user's calls act on their own two-factor only", async () => {
    const owner = await withTwoFactor();
    const other = await gw.account();
    expect((await gw.ok(authRoutes.twoFactor, { token: other.token })).data.enabled).toBe(false);
    // The other user's own password and the owner's code: the owner's two-factor stays on.
    const res = await gw.call(authRoutes.twoFactorDisable, {
      token: other.token,
      body: { password: PASSWORD, code: codeAt(owner.secret) },
    });
    expect(res.statusCode).toBe(400);
    expect((await gw.ok(authRoutes.twoFactor, { token: owner.token })).data.enabled).toBe(true);
  });
});
