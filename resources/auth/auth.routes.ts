/** SPEC §7 Auth: all ten calls, paths exactly as written there. Schemas: auth.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { authSchemas } from './auth.contract';

export const authRoutes = defineRoutes<typeof authSchemas>()('auth', {
  login: { method: 'POST', path: '/auth/api/token', auth: false },
  me: { method: 'GET', path: '/auth/api/user/me' },
  logout: { method: 'POST', path: '/users/logout', bodyKind: 'none' },
  signup: { method: 'POST', path: '/auth/api/user/signup', auth: false },
  updateProfile: { method: 'PUT', path: '/auth/api/user' },
  changeEmail: { method: 'PUT', path: '/auth/api/user/change-email' },
  changePassword: { method: 'PUT', path: '/auth/api/user/change-password' },
  validateEmail: { method: 'GET', path: '/auth/api/user/validate/{email}', auth: false },
  recover: { method: 'GET', path: '/auth/api/user/recover/{email}', auth: false },
  resendActive: { method: 'GET', path: '/auth/api/user/resend-active/{email}', auth: false },
});
