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
import {
  LoginAnswer,
  TwoFactorDisableBody,
  TwoFactorDisabledAnswer,
  TwoFactorEnableBody,
  TwoFactorEnabledAnswer,
  TwoFactorLoginBody,
  TwoFactorSetupAnswer,
  TwoFactorStatusAnswer,
} from './twoFactor.schema';

export const authSchemas = {
  login: {
    body: LoginBody,
    response: LoginAnswer,
    errors: [429],
    summary:
      'Sign in; the response field read is access_token. With two-factor on (issue 29), the right password answers two_factor_required with a challenge_token for loginTwoFactor instead.',
  },
  loginTwoFactor: {
    body: TwoFactorLoginBody,
    response: TokenAnswer,
    errors: [429],
    summary:
      "Sign in's second step: the challenge of the password step and a code of the authenticator app, or a recovery code (each works once). Wrong codes count toward the sign-in lock-out.",
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
    errors: [429],
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
    errors: [429],
    summary: 'Whether an e-mail address is already registered (sign-up form).',
  },
  recover: {
    params: EmailParams,
    response: MailSentAnswer,
    errors: [429],
    summary: 'Send a password recovery mail; same answer whether or not the account exists.',
  },
  resendActive: {
    params: EmailParams,
    response: MailSentAnswer,
    errors: [429],
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
  twoFactor: {
    response: TwoFactorStatusAnswer,
    summary: "Whether the signed-in user's two-factor sign-in is on, and how many recovery codes are left.",
  },
  twoFactorSetup: {
    response: TwoFactorSetupAnswer,
    summary:
      'A new authenticator secret (base32, and the otpauth:// URI of its QR code), not yet on: answered this once. Two-factor already on: 400 auth.two_factor_enabled.',
  },
  twoFactorEnable: {
    body: TwoFactorEnableBody,
    response: TwoFactorEnabledAnswer,
    summary:
      'Turn two-factor on with a current code of the new secret; answers the ten single-use recovery codes, this once (only their hashes are kept).',
  },
  twoFactorDisable: {
    body: TwoFactorDisableBody,
    response: TwoFactorDisabledAnswer,
    errors: [429],
    summary:
      'Turn two-factor off: needs the password and a current code (or a recovery code). Wrong ones count toward the sign-in lock-out.',
  },
} satisfies SchemaTable;

export const authContract = contract(authRoutes, authSchemas);
