/**
 * SPEC §7 Auth: all ten calls, paths exactly as written there, and issue 29's: a password set
 * from the recovery mail, an address confirmed from the activation mail, the signed-in
 * sessions, two-factor sign-in. Schemas: auth.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { authSchemas } from './auth.contract';

export const authRoutes = defineRoutes<typeof authSchemas>()('auth', {
  login: { method: 'POST', path: '/auth/api/token', auth: false },
  loginTwoFactor: { method: 'POST', path: '/auth/api/token/two-factor', auth: false },
  me: { method: 'GET', path: '/auth/api/user/me' },
  logout: { method: 'POST', path: '/users/logout', bodyKind: 'none', idempotent: false },
  signup: { method: 'POST', path: '/auth/api/user/signup', auth: false },
  updateProfile: { method: 'PUT', path: '/auth/api/user' },
  changeEmail: { method: 'PUT', path: '/auth/api/user/change-email' },
  changePassword: { method: 'PUT', path: '/auth/api/user/change-password' },
  validateEmail: { method: 'GET', path: '/auth/api/user/validate/{email}', auth: false },
  recover: { method: 'GET', path: '/auth/api/user/recover/{email}', auth: false },
  resendActive: { method: 'GET', path: '/auth/api/user/resend-active/{email}', auth: false },
  resetPassword: { method: 'POST', path: '/auth/api/user/reset-password', auth: false },
  verifyEmail: { method: 'POST', path: '/auth/api/user/verify-email', auth: false },
  sessions: { method: 'GET', path: '/auth/api/user/sessions' },
  endSession: { method: 'DELETE', path: '/auth/api/user/sessions/{id}' },
  endOtherSessions: {
    method: 'POST',
    path: '/auth/api/user/sessions/end-others',
    bodyKind: 'none',
    idempotent: false,
  },
  twoFactor: { method: 'GET', path: '/auth/api/user/two-factor' },
  // No Idempotency-Key (issue 28): setup answers the new secret and enable the recovery codes,
  // each shown once; a kept answer would store them for 24 hours. Disable changes no record twice.
  twoFactorSetup: { method: 'POST', path: '/auth/api/user/two-factor/setup', bodyKind: 'none', idempotent: false },
  twoFactorEnable: { method: 'POST', path: '/auth/api/user/two-factor/enable', idempotent: false },
  twoFactorDisable: { method: 'POST', path: '/auth/api/user/two-factor/disable', idempotent: false },
});
