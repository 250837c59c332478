/** SPEC §7 Auth against the real gateway on a fresh database. */
import { describe, expect, it } from 'vitest';
import { signToken } from '../../gateway/lib/jwt';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, TEST_JWT_SECRET, uniqueEmail, useGateway } from './harness';

const gw = useGateway();

const signupBody = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Linh',
  last_name: 'Nguyen',
  email: uniqueEmail(),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...overrides,
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sign-up', () => {
  it('answers 400 with each failing field as an i18n key and in English', async () => {
    const res = await gw.call(authRoutes.signup, {
      body: {
        first_name: 'L',
        last_name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'other',
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Please check data fields!');
    expect(body.errors.first_name).toEqual({ message: 'app.validation.minLength', args: { n: 2 } });
    expect(body.errors.last_name.message).toBe('app.validation.required');
    expect(body.errors.email.message).toBe('app.validation.email');
    expect(body.errors.password).toEqual({ message: 'app.validation.minLength', args: { n: 8 } });
    expect(body.messages).toMatchObject({
      first_name: 'must be at least 2 characters.',
      last_name: "can't be blank.",
      email: 'Email is invalid.',
      password: 'must be at least 8 characters.',
    });
  });

  it('rejects a confirmation that differs from the password', async () => {
    const res = await gw.call(authRoutes.signup, { body: signupBody({ password_confirmation: 'different-1' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password_confirmation.message).toBe('app.validation.compare');
    expect(res.json().messages.password_confirmation).toBe('Password confirmation must be identical!');
  });

  it('rejects names of 50 characters or more', async () => {
    const res = await gw.call(authRoutes.signup, { body: signupBody({ last_name: 'x'.repeat(50) }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.last_name).toEqual({ message: 'app.validation.maxLength', args: { n: 50 } });
  });

  it('creates the account and answers the user without its password', async () => {
    const body = signupBody();
    const res = await gw.call(authRoutes.signup, { body });
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({ first_name: 'Linh', last_name: 'Nguyen', email: body.email });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt/);
  });

  it('refuses an e-mail already registered, in any letter case, on the email field', async () => {
    const { email } = await gw.signUp();
    const res = await gw.call(authRoutes.signup, { body: signupBody({ email: email.toUpperCase() }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: { message: 'app.validation.email_taken' } });
    expect(res.json().messages.email).toBe('This email is already registered.');
  });
});

describe('login', () => {
  it('answers a bearer token valid for 64000 seconds', async () => {
    const { email, password } = await gw.signUp();
    const res = await gw.call(authRoutes.login, { body: { email, password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 64000 });
    const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(64000);
  });

  it('answers 401 for a wrong password and for an unknown account alike', async () => {
    const { email } = await gw.signUp();
    const wrong = await gw.call(authRoutes.login, { body: { email, password: 'wrong-password' } });
    const unknown = await gw.call(authRoutes.login, { body: { email: uniqueEmail('ghost'), password: PASSWORD } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the body per field', async () => {
    const res = await gw.call(authRoutes.login, { body: { email: 'nope', password: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: { message: 'app.validation.email' },
      password: { message: 'app.validation.required' },
    });
  });
});

describe('the signed-in user', () => {
  it('me answers the account of the token', async () => {
    const account = await gw.account({ first_name: 'Minh', last_name: 'Tran' });
    const res = await gw.call(authRoutes.me, { token: account.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      _id: account.id,
      first_name: 'Minh',
      last_name: 'Tran',
      email: account.email,
      avatar: null,
      email_verified_at: null,
    });
  });

  it('profile update changes the names and avatar, and keeps the avatar when it is left out', async () => {
    const { token } = await gw.account();
    const set = await gw.call(authRoutes.updateProfile, {
      token,
      body: { first_name: 'Thu', last_name: 'Pham', avatar: 'https://cdn.example.com/a.png' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      first_name: 'Thu',
      last_name: 'Pham',
      avatar: 'https://cdn.example.com/a.png',
    });
    const keep = await gw.call(authRoutes.updateProfile, { token, body: { first_name: 'Thuy', last_name: 'Pham' } });
    expect(keep.json().data).toMatchObject({ first_name: 'Thuy', avatar: 'https://cdn.example.com/a.png' });
    const me = await gw.call(authRoutes.me, { token });
    expect(me.json().data).toMatchObject({
      first_name: 'Thuy',
      last_name: 'Pham',
      avatar: 'https://cdn.example.com/a.png',
    });
    const cleared = await gw.call(authRoutes.updateProfile, {
      token,
      body: { first_name: 'Thuy', last_name: 'Pham', avatar: '' },
    });
    expect(cleared.json().data.avatar).toBeNull();
  });

  it('profile update validates the names', async () => {
    const { token } = await gw.account();
    const res = await gw.call(authRoutes.updateProfile, { token, body: { first_name: 'A', last_name: 'Pham' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.first_name.message).toBe('app.validation.minLength');
  });
});

describe('change e-mail', () => {
  it('needs the password: a wrong one is 400 on password and changes nothing', async () => {
    const account = await gw.account();
    const res = await gw.call(authRoutes.changeEmail, {
      token: account.token,
      body: { email: uniqueEmail('new'), password: 'not-my-password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: { message: 'app.validation.password_wrong' } });
    expect((await gw.call(authRoutes.me, { token: account.token })).json().data.email).toBe(account.email);
  });

  it('moves the account to the new address: login works there and no longer at the old one', async () => {
    const account = await gw.account();
    const next = uniqueEmail('moved');
    const res = await gw.call(authRoutes.changeEmail, {
      token: account.token,
      body: { email: next, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(next);
    await expect(gw.login(next, account.password)).resolves.toEqual(expect.any(String));
    const old = await gw.call(authRoutes.login, { body: { email: account.email, password: account.password } });
    expect(old.statusCode).toBe(401);
  });

  it("refuses another account's address on the email field", async () => {
    const other = await gw.signUp();
    const account = await gw.account();
    const res = await gw.call(authRoutes.changeEmail, {
      token: account.token,
      body: { email: other.email, password: account.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: { message: 'app.validation.email_taken' } });
  });
});

describe('change password', () => {
  it('needs the current password', async () => {
    const { token } = await gw.account();
    const res = await gw.call(authRoutes.changePassword, {
      token,
      body: {
        current_password: 'not-my-password',
        password: 'brand-new-pass',
        password_confirmation: 'brand-new-pass',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ current_password: { message: 'app.validation.password_wrong' } });
  });

  it('needs a matching confirmation', async () => {
    const { token, password } = await gw.account();
    const res = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: password, password: 'brand-new-pass', password_confirmation: 'brand-new-pas' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password_confirmation.message).toBe('app.validation.compare');
  });

  it('after a change the new password signs in and the old one fails', async () => {
    const { email, password, token } = await gw.account();
    const res = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: password, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await gw.call(authRoutes.login, { body: { email, password } })).statusCode).toBe(401);
    await expect(gw.login(email, 'brand-new-pass')).resolves.toEqual(expect.any(String));
  });

  it('signs out every earlier token and hands the caller a fresh one', async () => {
    const { email, password, token } = await gw.account();
    const other = await gw.login(email, password);
    const res = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: password, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 64000, access_token: expect.any(String) });
    expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    expect((await gw.call(authRoutes.me, { token: other })).statusCode).toBe(401);
    expect((await gw.call(authRoutes.me, { token: res.json().access_token })).statusCode).toBe(200);
  });
});

describe('e-mail lookups made before sign-in', () => {
  const outboxFor = (email: string) => gw.db.selectFrom('outbox').selectAll().where('to_email', '=', email).execute();

  it('validate tells the sign-up form whether an address is registered', async () => {
    const { email } = await gw.signUp();
    const known = await gw.call(authRoutes.validateEmail, { params: { email } });
    const unknown = await gw.call(authRoutes.validateEmail, { params: { email: uniqueEmail('free') } });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.exists).toBe(true);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.exists).toBe(false);
  });

  it.each([
    ['recover', authRoutes.recover, 'recover'],
    ['resend-active', authRoutes.resendActive, 'activate'],
  ])('%s answers the same for known and unknown addresses and mails only known ones', async (_name, route, kind) => {
    const { email } = await gw.signUp();
    const ghost = uniqueEmail('ghost');
    const known = await gw.call(route, { params: { email } });
    const unknown = await gw.call(route, { params: { email: ghost } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect((await outboxFor(email)).map((m) => m.kind).filter((k) => k !== 'welcome')).toEqual([kind]);
    expect(await outboxFor(ghost)).toEqual([]);
  });
});

describe('tokens', () => {
  it('logout makes the token unusable; a new login works', async () => {
    const account = await gw.account();
    expect((await gw.call(authRoutes.logout, { token: account.token })).statusCode).toBe(200);
    expect((await gw.call(authRoutes.me, { token: account.token })).statusCode).toBe(401);
    expect((await gw.call(authRoutes.logout, { token: account.token })).statusCode).toBe(401);
    const fresh = await gw.login(account.email, account.password);
    expect((await gw.call(authRoutes.me, { token: fresh })).statusCode).toBe(200);
  });

  it('an expired token is 401', async () => {
    const account = await gw.account();
    const past = Date.now() - 64_001_000;
    const { token } = signToken(TEST_JWT_SECRET, account.id, 64000, past);
    expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    // The same claims, still in date, are accepted: the 401 above is the expiry.
    const { token: current } = signToken(TEST_JWT_SECRET, account.id, 64000);
    expect((await gw.call(authRoutes.me, { token: current })).statusCode).toBe(200);
  });

  it('a token whose payload was changed (signature kept) is 401', async () => {
    const victim = await gw.account();
    const attacker = await gw.account();
    const [header, payload, signature] = attacker.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = [header, b64({ ...claims, sub: victim.id }), signature].join('.');
    expect((await gw.call(authRoutes.me, { token: forged })).statusCode).toBe(401);
    const extended = [header, b64({ ...claims, exp: claims.exp + 1_000_000 }), signature].join('.');
    expect((await gw.call(authRoutes.me, { token: extended })).statusCode).toBe(401);
  });

  it('a token signed with another secret is 401', async () => {
    const account = await gw.account();
    const { token } = signToken('another-secret-entirely', account.id, 64000);
    expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
  });

  it('an unsigned token (alg none) is 401', async () => {
    const account = await gw.account();
    const claims = JSON.parse(Buffer.from(account.token.split('.')[1], 'base64url').toString());
    for (const token of [
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.${account.token.split('.')[2]}`,
    ]) {
      expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    }
  });

  it('a malformed authorization header is 401', async () => {
    const account = await gw.account();
    for (const authorization of [account.token, `Basic ${account.token}`, 'Bearer ', 'Bearer a.b.c']) {
      const res = await gw.call(authRoutes.me, { headers: { authorization } });
      expect(res.statusCode).toBe(401);
    }
  });
});
