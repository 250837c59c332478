/** The auth calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailVerifiedAnswer,
  EmailCheckAnswer,
  EmailParams,
  LoggedOutAnswer,
  LoginBody,
  MailSentAnswer,
  PasswordChangedAnswer,
  PasswordResetAnswer,
  ResetPasswordBody,
  SessionParams,
  SessionsAnswer,
  SessionsEndedAnswer,
  ProfileBody,
  SignupBody,
  TokenAnswer,
  UserAnswer,
  VerifyEmailBody,
} from './auth.schema';
import { authRoutes } from './auth.routes';

export const authSchemas = {
  login: {
    body: LoginBody,
    response: TokenAnswer,
    errors: [429],
    summary: 'Sign in; the response field read is access_token.',
  },
  me: {
    response: UserAnswer,
    summary: 'The signed-in user.',
  },
  logout: {
    response: LoggedOutAnswer,
    summary: 'Sign out; the token can no longer be used.',
  },
  signup: {
    body: SignupBody,
    response: UserAnswer,
    status: 201,
    summary: 'Create an account.',
  },
  updateProfile: {
    body: ProfileBody,
    response: UserAnswer,
    summary: 'Update name and avatar.',
  },
  changeEmail: {
    body: ChangeEmailBody,
    response: UserAnswer,
    summary: 'Change the e-mail address; needs the password.',
  },
  changePassword: {
    body: ChangePasswordBody,
    response: PasswordChangedAnswer,
    summary: 'Change the password; needs the current one.',
  },
  validateEmail: {
    params: EmailParams,
    response: EmailCheckAnswer,
    summary: 'Whether an e-mail address is already registered (sign-up form).',
  },
  recover: {
    params: EmailParams,
    response: MailSentAnswer,
    summary: 'Send a password recovery mail; same answer whether or not the account exists.',
  },
  resendActive: {
    params: EmailParams,
    response: MailSentAnswer,
    summary: 'Send the activation mail again; same answer whether or not the account exists.',
  },
  resetPassword: {
    body: ResetPasswordBody,
    response: PasswordResetAnswer,
    errors: [429],
    summary:
      'Set a new password with the single-use token of the recovery mail (valid 1 hour); every session of the account ends. An expired or used token answers 400 with code auth.token_expired.',
  },
  verifyEmail: {
    body: VerifyEmailBody,
    response: EmailVerifiedAnswer,
    errors: [429],
    summary:
      'Confirm the e-mail address with the single-use token of the activation mail. An expired or used token answers 400 with code auth.token_expired.',
  },
  sessions: {
    response: SessionsAnswer,
    summary: "The signed-in user's sessions (browser, address, first and last use); current marks the caller's.",
  },
  endSession: {
    params: SessionParams,
    response: SessionsEndedAnswer,
    errors: [404],
    summary: "End one of the user's sessions: its token answers 401 from now on. Another user's session: 404.",
  },
  endOtherSessions: {
    response: SessionsEndedAnswer,
    summary: "End every session of the user but the caller's.",
  },
} satisfies SchemaTable;

export const authContract = contract(authRoutes, authSchemas);
