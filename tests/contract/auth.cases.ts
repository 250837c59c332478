/** SPEC §7 Auth: login, identity and logout through the authProvider; the rest through `call`. */
import { expect } from 'vitest';
import { TwoFactorRequired } from '../../authProvider/authProvider';
import { getToken } from '../../authProvider/tokenStore';
import { authRoutes } from '../../resources/auth/auth.routes';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { TOKEN, type ContractCase } from './contractCase';

const user = { _id: 'user-1', first_name: 'Đặng', last_name: 'Ánh', email: 'anh@example.com', avatar: null };

/** A `call` whose result is the gateway's answer as is. */
const readsAnswer = (what: string, json: unknown) => ({
  what,
  check: (result: unknown) => expect(result).toEqual(json),
});

const sent = { data: { sent: true } };

const session = {
  id: 'session-1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  ip: '203.0.113.7',
  created_at: '2026-11-30T08:00:00.000Z',
  last_used_at: '2026-12-01T09:30:00.000Z',
  current: true,
};

const twoFactorOn = { data: { enabled: true, enabled_at: '2026-12-10T08:00:00.000Z', recovery_codes_left: 9 } };
const setupAnswer = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/Shop%20back%20office:anh%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
const recoveryCodes = ['abcde', 'fghij', 'klmno', 'pqrst', 'uvwxy', 'z2345', 'a6b7c', 'd2e3f', 'g4h5i', 'j6k7l'].map(
  (code) => `${code}-${code.split('').reverse().join('')}`,
);

export const authCases: ContractCase[] = [
  {
    route: authRoutes.login,
    act: ({ authProvider }) => authProvider.login({ email: 'demo@example.com', password: 'demo-merchant-2026' }),
    request: {
      method: 'POST',
      path: '/auth/api/token',
      body: { email: 'demo@example.com', password: 'demo-merchant-2026' },
    },
    reply: { json: { access_token: 'token-from-login', token_type: 'Bearer', expires_in: 64000 } },
    reads: {
      what: 'stores access_token and goes to /shop/select',
      check: (result) => {
        expect(result).toEqual({ redirectTo: '/shop/select' });
        expect(getToken()).toBe('token-from-login');
      },
    },
  },
  {
    route: authRoutes.login,
    variant: 'two-factor on',
    // The password step's answer is a challenge: login rejects with it, and nothing is stored.
    act: ({ authProvider }) =>
      authProvider.login({ email: 'demo@example.com', password: 'demo-merchant-2026' }).catch((error) => error),
    request: {
      method: 'POST',
      path: '/auth/api/token',
      body: { email: 'demo@example.com', password: 'demo-merchant-2026' },
    },
    reply: { json: { two_factor_required: true, challenge_token: 'challenge-1', expires_in: 300 } },
    reads: {
      what: 'rejects with the challenge and stores nothing',
      check: (result) => {
        expect(result).toBeInstanceOf(TwoFactorRequired);
        expect((result as TwoFactorRequired).challenge).toEqual({
          two_factor_required: true,
          challenge_token: 'challenge-1',
          expires_in: 300,
        });
        // The challenge is no bearer token: what was stored stays.
        expect(getToken()).toBe(TOKEN);
      },
    },
  },
  {
    route: authRoutes.loginTwoFactor,
    act: ({ authProvider }) =>
      authProvider.login({ email: 'demo@example.com', challenge_token: 'challenge-1', code: '287082' }),
    request: {
      method: 'POST',
      path: '/auth/api/token/two-factor',
      body: { email: 'demo@example.com', challenge_token: 'challenge-1', code: '287082' },
    },
    reply: { json: { access_token: 'token-after-code', token_type: 'Bearer', expires_in: 64000 } },
    reads: {
      what: 'stores access_token and goes to /shop/select',
      check: (result) => {
        expect(result).toEqual({ redirectTo: '/shop/select' });
        expect(getToken()).toBe('token-after-code');
      },
    },
  },
  {
    route: authRoutes.me,
    act: ({ authProvider }) => authProvider.getIdentity!(),
    request: { method: 'GET', path: '/auth/api/user/me' },
    reply: { json: { data: user } },
    reads: {
      what: 'reads data as the identity with initials',
      check: (result) =>
        expect(result).toEqual({
          id: 'user-1',
          fullName: 'Đặng Ánh',
          avatar: undefined,
          email: 'anh@example.com',
          first_name: 'Đặng',
          last_name: 'Ánh',
          initials: 'ĐÁ',
        }),
    },
  },
  {
    route: authRoutes.logout,
    act: ({ authProvider }) => authProvider.logout({}),
    request: { method: 'POST', path: '/users/logout' },
    reply: { json: { data: { logged_out: true } } },
    reads: {
      what: 'forgets the token and the current shop and goes to /login',
      check: (result) => {
        expect(result).toBe('/login');
        expect(getToken()).toBeUndefined();
        expect(getCurrentShopId()).toBeUndefined();
      },
    },
  },
  {
    route: authRoutes.signup,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.signup, {
        body: {
          first_name: 'Lan',
          last_name: 'Nguyễn',
          email: 'lan@example.com',
          password: 'a-long-password',
          password_confirmation: 'a-long-password',
          ref_id: 'partner-7',
        },
      }),
    request: {
      method: 'POST',
      path: '/auth/api/user/signup',
      body: {
        first_name: 'Lan',
        last_name: 'Nguyễn',
        email: 'lan@example.com',
        password: 'a-long-password',
        password_confirmation: 'a-long-password',
        ref_id: 'partner-7',
      },
    },
    reply: { status: 201, json: { data: { ...user, _id: 'user-2', first_name: 'Lan', last_name: 'Nguyễn' } } },
    reads: readsAnswer('reads data as the new user', {
      data: { ...user, _id: 'user-2', first_name: 'Lan', last_name: 'Nguyễn' },
    }),
  },
  {
    route: authRoutes.updateProfile,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.updateProfile, {
        body: { first_name: 'Đặng', last_name: 'Ánh', avatar: 'https://img.test/avatar.png' },
      }),
    request: {
      method: 'PUT',
      path: '/auth/api/user',
      body: { first_name: 'Đặng', last_name: 'Ánh', avatar: 'https://img.test/avatar.png' },
    },
    reply: { json: { data: { ...user, avatar: 'https://img.test/avatar.png' } } },
    reads: readsAnswer('reads data as the updated user', { data: { ...user, avatar: 'https://img.test/avatar.png' } }),
  },
  {
    route: authRoutes.changeEmail,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.changeEmail, {
        body: { email: 'anh.new@example.com', password: 'current-secret' },
      }),
    request: {
      method: 'PUT',
      path: '/auth/api/user/change-email',
      body: { email: 'anh.new@example.com', password: 'current-secret' },
    },
    reply: { json: { data: { ...user, email: 'anh.new@example.com' } } },
    reads: readsAnswer('reads data as the updated user', { data: { ...user, email: 'anh.new@example.com' } }),
  },
  {
    route: authRoutes.changePassword,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.changePassword, {
        body: {
          current_password: 'current-secret',
          password: 'new-long-secret',
          password_confirmation: 'new-long-secret',
        },
      }),
    request: {
      method: 'PUT',
      path: '/auth/api/user/change-password',
      body: {
        current_password: 'current-secret',
        password: 'new-long-secret',
        password_confirmation: 'new-long-secret',
      },
    },
    reply: { json: { data: user } },
    reads: readsAnswer('reads data as the user', { data: user }),
  },
  {
    route: authRoutes.validateEmail,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.validateEmail, { params: { email: 'lan+shop@example.com' } }),
    // The e-mail is one path segment: `+` and `@` are percent-encoded.
    request: { method: 'GET', path: '/auth/api/user/validate/lan%2Bshop%40example.com' },
    reply: { json: { data: { email: 'lan+shop@example.com', exists: false } } },
    reads: readsAnswer('reads data.exists', { data: { email: 'lan+shop@example.com', exists: false } }),
  },
  {
    route: authRoutes.recover,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.recover, { params: { email: 'anh@example.com' } }),
    request: { method: 'GET', path: '/auth/api/user/recover/anh%40example.com' },
    reply: { json: sent },
    reads: readsAnswer('reads data.sent', sent),
  },
  {
    route: authRoutes.resendActive,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.resendActive, { params: { email: 'anh@example.com' } }),
    request: { method: 'GET', path: '/auth/api/user/resend-active/anh%40example.com' },
    reply: { json: sent },
    reads: readsAnswer('reads data.sent', sent),
  },
  {
    route: authRoutes.resetPassword,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.resetPassword, {
        body: { token: 'mailed-token', password: 'new-long-secret', password_confirmation: 'new-long-secret' },
      }),
    request: {
      method: 'POST',
      path: '/auth/api/user/reset-password',
      body: { token: 'mailed-token', password: 'new-long-secret', password_confirmation: 'new-long-secret' },
    },
    reply: { json: { data: { reset: true } } },
    reads: readsAnswer('reads data.reset', { data: { reset: true } }),
  },
  {
    route: authRoutes.verifyEmail,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.verifyEmail, { body: { token: 'mailed-token' } }),
    request: { method: 'POST', path: '/auth/api/user/verify-email', body: { token: 'mailed-token' } },
    reply: { json: { data: { email: 'anh@example.com', verified: true } } },
    reads: readsAnswer('reads data.verified', { data: { email: 'anh@example.com', verified: true } }),
  },
  {
    route: authRoutes.sessions,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.sessions, {}),
    request: { method: 'GET', path: '/auth/api/user/sessions' },
    reply: { json: { data: [session] } },
    reads: readsAnswer('reads data as the sessions', { data: [session] }),
  },
  {
    route: authRoutes.endSession,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.endSession, { params: { id: 'session-2' } }),
    request: { method: 'DELETE', path: '/auth/api/user/sessions/session-2' },
    reply: { json: { data: { ended: 1 } } },
    reads: readsAnswer('reads data.ended', { data: { ended: 1 } }),
  },
  {
    route: authRoutes.endOtherSessions,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.endOtherSessions, {}),
    request: { method: 'POST', path: '/auth/api/user/sessions/end-others' },
    reply: { json: { data: { ended: 2 } } },
    reads: readsAnswer('reads data.ended', { data: { ended: 2 } }),
  },
  {
    route: authRoutes.twoFactor,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.twoFactor, {}),
    request: { method: 'GET', path: '/auth/api/user/two-factor' },
    reply: { json: twoFactorOn },
    reads: readsAnswer('reads data.enabled and the recovery codes left', twoFactorOn),
  },
  {
    route: authRoutes.twoFactorSetup,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.twoFactorSetup, {}),
    request: { method: 'POST', path: '/auth/api/user/two-factor/setup' },
    reply: { json: { data: setupAnswer } },
    reads: readsAnswer('reads data.secret and data.otpauth_url', { data: setupAnswer }),
  },
  {
    route: authRoutes.twoFactorEnable,
    act: ({ dataProvider }) => dataProvider.call(authRoutes.twoFactorEnable, { body: { code: '287082' } }),
    request: { method: 'POST', path: '/auth/api/user/two-factor/enable', body: { code: '287082' } },
    reply: { json: { data: { enabled: true, recovery_codes: recoveryCodes } } },
    reads: readsAnswer('reads data.recovery_codes', { data: { enabled: true, recovery_codes: recoveryCodes } }),
  },
  {
    route: authRoutes.twoFactorDisable,
    act: ({ dataProvider }) =>
      dataProvider.call(authRoutes.twoFactorDisable, { body: { password: 'current-secret', code: '359152' } }),
    request: {
      method: 'POST',
      path: '/auth/api/user/two-factor/disable',
      body: { password: 'current-secret', code: '359152' },
    },
    reply: { json: { data: { enabled: false } } },
    reads: readsAnswer('reads data.enabled', { data: { enabled: false } }),
  },
];
