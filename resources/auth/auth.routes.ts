/** SPEC §7 Auth: all ten calls, paths exactly as written there. */
import { defineRoutes } from '../../core/route';
import {
  ChangeEmailBody, ChangePasswordBody, EmailCheckAnswer, EmailParams, LoggedOutAnswer, LoginBody, MailSentAnswer,
  PasswordChangedAnswer, ProfileBody, SignupBody, TokenAnswer, UserAnswer,
} from './auth.schema';

export const authRoutes = defineRoutes('auth', {
  login: {
    method: 'POST', path: '/auth/api/token', auth: false, body: LoginBody, response: TokenAnswer, errors: [429],
    summary: 'Sign in; the response field read is access_token.',
  },
  me: { method: 'GET', path: '/auth/api/user/me', response: UserAnswer, summary: 'The signed-in user.' },
  logout: {
    method: 'POST', path: '/users/logout', bodyKind: 'none', response: LoggedOutAnswer,
    summary: 'Sign out; the token can no longer be used.',
  },
  signup: {
    method: 'POST', path: '/auth/api/user/signup', auth: false, body: SignupBody, response: UserAnswer, status: 201,
    summary: 'Create an account.',
  },
  updateProfile: {
    method: 'PUT', path: '/auth/api/user', body: ProfileBody, response: UserAnswer, summary: 'Update name and avatar.',
  },
  changeEmail: {
    method: 'PUT', path: '/auth/api/user/change-email', body: ChangeEmailBody, response: UserAnswer,
    summary: 'Change the e-mail address; needs the password.',
  },
  changePassword: {
    method: 'PUT', path: '/auth/api/user/change-password', body: ChangePasswordBody, response: PasswordChangedAnswer,
    summary: 'Change the password; needs the current one.',
  },
  validateEmail: {
    method: 'GET', path: '/auth/api/user/validate/{email}', auth: false, params: EmailParams, response: EmailCheckAnswer,
    summary: 'Whether an e-mail address is already registered (sign-up form).',
  },
  recover: {
    method: 'GET', path: '/auth/api/user/recover/{email}', auth: false, params: EmailParams, response: MailSentAnswer,
    summary: 'Send a password recovery mail; same answer whether or not the account exists.',
  },
  resendActive: {
    method: 'GET', path: '/auth/api/user/resend-active/{email}', auth: false, params: EmailParams, response: MailSentAnswer,
    summary: 'Send the activation mail again; same answer whether or not the account exists.',
  },
});
