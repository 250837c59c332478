/** The auth calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  EmailCheckAnswer,
  EmailParams,
  LoggedOutAnswer,
  LoginBody,
  MailSentAnswer,
  PasswordChangedAnswer,
  ProfileBody,
  SignupBody,
  TokenAnswer,
  UserAnswer,
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
} satisfies SchemaTable;

export const authContract = contract(authRoutes, authSchemas);
