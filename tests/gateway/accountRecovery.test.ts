/**
 * Issue 29: the recovery mail's single-use token sets a new password and ends every session;
 * the activation mail's token confirms the address; the signed-in sessions are listed and
 * ended, each user only their own. Real database, tokens read from the outbox as mailed.
 */
import { describe, expect, it } from 'vitest';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { uniqueEmail, useGateway } from './harness';

const gw = useGateway({ publicBaseUrl: 'https://admin.example.com' });
const NEW_PASSWORD = 'lantern-orchid-57';

/** The token of the latest mail of this kind to this address. */
async function mailedToken(email: string, kind: string): Promise<string> {
  const mail = await gw.db
    .selectFrom('outbox')
    .selectAll()
    .where('to_email', '=', email)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\?token=([\w-]+)/.exec(mail.body);
  if (!match) throw new Error(`no token in ${mail.body}`);
  return match[1];
}

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  gw.call(authRoutes.resetPassword, { body: { token, password, password_confirmation: confirmation } });

async function requestReset(email: string) {
  await gw.ok(authRoutes.recover, { params: { email } });
  return mailedToken(email, 'recover');
}

describe('password reset', () => {
  it('the recovery answer is the same for an unknown address, and only an account gets a token', async () => {
    const account = await gw.account();
    const known = await gw.call(authRoutes.recover, { params: { email: account.email } });
    const unknown = await gw.call(authRoutes.recover, { params: { email: uniqueEmail('nobody') } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const tokens = await gw.db.selectFrom('account_tokens').select('user_id').execute();
    expect(tokens.every((t) => t.user_id === account.id)).toBe(true);
  });

  it('mails a link to /reset-password whose token is stored only as a hash', async () => {
    const account = await gw.account();
    const token = await requestReset(account.email);
    expect(token.length).toBeGreaterThanOrEqual(43); // 32 bytes, base64url
    const mail = await gw.db.selectFrom('outbox').selectAll().where('to_email', '=', account.email).execute();
    expect(mail.find((m) => m.kind === 'recover')!.html).toContain(
      `href="https://admin.example.com/reset-password?token=${token}"`,
    );
    const rows = await gw.db.selectFrom('account_tokens').selectAll().where('user_id', '=', account.id).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once: the old password and a second use are refused', async () => {
    const account = await gw.account();
    const token = await requestReset(account.email);
    const first = await reset(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { reset: true } });
    await expect(gw.login(account.email, account.password)).rejects.toThrow(/401/);
    expect(await gw.login(account.email, NEW_PASSWORD)).toBeTruthy();
    const again = await reset(token, 'another-lantern-91');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.token_expired');
    expect(await gw.login(account.email, NEW_PASSWORD)).toBeTruthy();
  });

  it('refuses a token past its hour, and an older token once a new mail was asked for', async () => {
    const account = await gw.account();
    const older = await requestReset(account.email);
    const newer = await requestReset(account.email);
    expect((await reset(older)).json().code).toBe('auth.token_expired');
    await gw.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', account.id)
      .execute();
    const late = await reset(newer);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('auth.token_expired');
    expect(await gw.login(account.email, account.password)).toBeTruthy();
  });

  it('checks the new password like sign-up: SPEC §5 messages on the fields, the token still usable', async () => {
    const account = await gw.account();
    const token = await requestReset(account.email);
    const short = await reset(token, 'short', 'other');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual({ message: 'app.validation.minLength', args: { n: 8 } });
    expect(short.json().errors.password_confirmation.message).toBe('app.validation.compare');
    const common = await reset(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password.message).toBe('app.validation.password_common');
    const missing = await gw.call(authRoutes.resetPassword, { body: { password: NEW_PASSWORD } });
    expect(missing.json().errors.token.message).toBe('app.validation.required');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('ends every session of the account: tokens issued before answer 401', async () => {
    const account = await gw.account();
    const other = await gw.login(account.email, account.password);
    expect((await gw.call(authRoutes.me, { token: other })).statusCode).toBe(200);
    expect((await reset(await requestReset(account.email))).statusCode).toBe(200);
    for (const token of [account.token, other]) expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    const fresh = await gw.login(account.email, NEW_PASSWORD);
    expect((await gw.ok(authRoutes.sessions, { token: fresh })).data).toHaveLength(1);
  });
});

describe('e-mail confirmation', () => {
  it("the activation mail's link confirms the address once; me shows it", async () => {
    const account = await gw.account();
    expect((await gw.ok(authRoutes.me, { token: account.token })).data.email_verified_at).toBeNull();
    await gw.ok(authRoutes.resendActive, { params: { email: account.email } });
    const token = await mailedToken(account.email, 'activate');
    const answer = await gw.ok(authRoutes.verifyEmail, { body: { token } });
    expect(answer.data).toEqual({ email: account.email, verified: true });
    expect((await gw.ok(authRoutes.me, { token: account.token })).data.email_verified_at).toEqual(expect.any(String));
    const again = await gw.call(authRoutes.verifyEmail, { body: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth.token_expired');
  });

  it('changing the e-mail makes it unconfirmed until the link mailed to the new address is followed', async () => {
    const account = await gw.account();
    await gw.ok(authRoutes.resendActive, { params: { email: account.email } });
    const oldLink = await mailedToken(account.email, 'activate');
    await gw.ok(authRoutes.verifyEmail, { body: { token: oldLink } });
    const next = uniqueEmail('next');
    const changed = await gw.ok(authRoutes.changeEmail, {
      token: account.token,
      body: { email: next, password: account.password },
    });
    expect(changed.data.email_verified_at).toBeNull();
    const token = await mailedToken(next, 'verify_email');
    expect((await gw.ok(authRoutes.verifyEmail, { body: { token } })).data.email).toBe(next);
    expect((await gw.ok(authRoutes.me, { token: account.token })).data.email_verified_at).toEqual(expect.any(String));
  });

  it('a link mailed to an address the account no longer has confirms nothing', async () => {
    const account = await gw.account();
    await gw.ok(authRoutes.resendActive, { params: { email: account.email } });
    const token = await mailedToken(account.email, 'activate');
    await gw.ok(authRoutes.changeEmail, {
      token: account.token,
      body: { email: uniqueEmail('moved'), password: account.password },
    });
    expect((await gw.call(authRoutes.verifyEmail, { body: { token } })).json().code).toBe('auth.token_expired');
  });
});

describe('sessions', () => {
  it('lists the signed-in sessions with browser, address and use, the caller marked', async () => {
    const account = await gw.account();
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const res = await gw.call(authRoutes.login, {
      body: { email: account.email, password: account.password },
      headers: { 'user-agent': firefox },
      remoteAddress: '203.0.113.7',
    });
    const second = res.json().access_token as string;
    const { data } = await gw.ok(authRoutes.sessions, { token: second });
    expect(data).toHaveLength(2);
    const mine = data.find((s) => s.current)!;
    expect(mine).toMatchObject({ user_agent: firefox, ip: '203.0.113.7' });
    expect(Date.parse(mine.created_at)).toBeLessThanOrEqual(Date.parse(mine.last_used_at));
    expect(data.filter((s) => s.current)).toHaveLength(1);
    const stored = await gw.db.selectFrom('sessions').selectAll().where('user_id', '=', account.id).execute();
    expect(JSON.stringify(stored)).not.toContain(second.split('.')[1]);
  });

  it('writes the last use when the previous one is over a minute old', async () => {
    const account = await gw.account();
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await gw.db.updateTable('sessions').set({ last_used_at: old }).where('user_id', '=', account.id).execute();
    await gw.ok(authRoutes.me, { token: account.token });
    const [row] = await gw.db.selectFrom('sessions').selectAll().where('user_id', '=', account.id).execute();
    expect(Date.parse(row.last_used_at)).toBeGreaterThan(Date.parse(old) + 60_000);
  });

  it('ending one session makes its token answer 401 at once; the others keep working', async () => {
    const account = await gw.account();
    const other = await gw.login(account.email, account.password);
    const { data } = await gw.ok(authRoutes.sessions, { token: account.token });
    const target = data.find((s) => !s.current)!;
    expect((await gw.ok(authRoutes.endSession, { token: account.token, params: { id: target.id } })).data).toEqual({
      ended: 1,
    });
    expect((await gw.call(authRoutes.me, { token: other })).statusCode).toBe(401);
    expect((await gw.call(authRoutes.me, { token: account.token })).statusCode).toBe(200);
    expect((await gw.ok(authRoutes.sessions, { token: account.token })).data.map((s) => s.id)).not.toContain(target.id);
  });

  it('ending the other sessions keeps only the caller signed in', async () => {
    const account = await gw.account();
    const others = [await gw.login(account.email, account.password), await gw.login(account.email, account.password)];
    expect((await gw.ok(authRoutes.endOtherSessions, { token: account.token })).data).toEqual({ ended: 2 });
    for (const token of others) expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    const { data } = await gw.ok(authRoutes.sessions, { token: account.token });
    expect(data).toEqual([expect.objectContaining({ current: true })]);
  });

  it("another user's session id answers 404 and that session stays signed in", async () => {
    const owner = await gw.account();
    const intruder = await gw.account();
    const [victim] = (await gw.ok(authRoutes.sessions, { token: owner.token })).data;
    const res = await gw.call(authRoutes.endSession, { token: intruder.token, params: { id: victim.id } });
    expect(res.statusCode).toBe(404);
    expect((await gw.call(authRoutes.me, { token: owner.token })).statusCode).toBe(200);
    expect((await gw.ok(authRoutes.sessions, { token: intruder.token })).data.map((s) => s.id)).not.toContain(
      victim.id,
    );
  });

  it('signing out ends the session: it leaves the list', async () => {
    const account = await gw.account();
    const other = await gw.login(account.email, account.password);
    await gw.ok(authRoutes.logout, { token: other });
    expect((await gw.ok(authRoutes.sessions, { token: account.token })).data).toHaveLength(1);
  });
});
