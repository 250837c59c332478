/**
 * Issue 15: passwords are taken as typed (leading and trailing spaces included), and a
 * common or guessable new password is refused on its field, at sign-up and on change.
 */
import { describe, expect, it } from 'vitest';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { PASSWORD, uniqueEmail, useGateway } from './harness';

const gw = useGateway();

const signup = (password: string, overrides: Record<string, unknown> = {}) =>
  gw.call(authRoutes.signup, {
    body: {
      first_name: 'Linh',
      last_name: 'Nguyen',
      email: uniqueEmail(),
      password,
      password_confirmation: password,
      ...overrides,
    },
  });
const login = (email: string, password: string) => gw.call(authRoutes.login, { body: { email, password } });

describe('spaces as typed', () => {
  it('a password with leading and trailing spaces and its matching confirmation are accepted, and sign-in needs them', async () => {
    const email = uniqueEmail('spaces');
    const typed = '  correct horse battery  ';
    const res = await signup(typed, { email });
    expect(res.statusCode).toBe(201);
    expect((await login(email, typed)).statusCode).toBe(200);
    expect((await login(email, typed.trim())).statusCode).toBe(401);
  });

  it('a confirmation that differs only by spaces is refused', async () => {
    const res = await signup(' spaced-horse-battery', { password_confirmation: 'spaced-horse-battery' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      password_confirmation: { message: 'app.validation.compare', args: { field: 'app.field.password_confirmation' } },
    });
  });

  it('only spaces is no password; length counts every character typed', async () => {
    expect((await signup('          ')).json().errors.password).toEqual({ message: 'app.validation.required' });
    expect((await signup(' 1234567')).json().errors.password).toEqual({ message: 'app.validation.password_common' });
    expect((await signup(' abc ')).json().errors.password).toEqual({
      message: 'app.validation.minLength',
      args: { n: 8 },
    });
  });
});

describe('common and guessable passwords', () => {
  it.each(['12345678', 'password1', 'qwertyuiop', 'iloveyou123', 'Passw0rd!', 'aaaaaaaaaa'])(
    '%s is refused at sign-up with a clear message, and no account is made',
    async (password) => {
      const email = uniqueEmail('weak');
      const res = await signup(password, { email });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ password: { message: 'app.validation.password_common' } });
      expect(res.json().messages.password).toBe('is too common or easy to guess. Add more words or mix unusual ones.');
      expect(
        await gw.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst(),
      ).toBeUndefined();
    },
  );

  it("the person's own e-mail or name is refused as a password", async () => {
    const email = uniqueEmail('trinhthanhhuong');
    const local = email.split('@')[0];
    expect((await signup(local, { email })).json().errors.password).toEqual({
      message: 'app.validation.password_common',
    });
    expect((await signup('Nguyenlinh', { first_name: 'Linh', last_name: 'Nguyen' })).json().errors.password).toEqual({
      message: 'app.validation.password_common',
    });
  });

  it('on change, a guessable new password is refused and the old one still works', async () => {
    const { email, token } = await gw.account();
    const res = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: PASSWORD, password: '12345678', password_confirmation: '12345678' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ password: { message: 'app.validation.password_common' } });
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    const ok = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: PASSWORD, password: ' maple tea kettle ', password_confirmation: ' maple tea kettle ' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(email, ' maple tea kettle ')).statusCode).toBe(200);
  });
});
