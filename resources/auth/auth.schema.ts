/** Sign-in, sign-up and account bodies (SPEC §5 person names, e-mail, confirmation). */
import { z } from 'zod';
import { answer } from '../../core/answers';
import {
  compare,
  email,
  isBlank,
  maxLength,
  minLength,
  required,
  requiredText,
  text,
  withFieldRules,
} from '../../core/validation';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/**
 * Issue 15: the least zxcvbn score (0–4) a new password needs; core/passwordStrength.ts
 * scores it on the gateway (sign-up, change password) and, loaded with the forms, as a hint.
 */
export const PASSWORD_MIN_SCORE = 3;

/** SPEC §5: first and last name required, 2 to under 50 characters. */
export const personName = () => requiredText(minLength(2), maxLength(50));
export const emailField = () => requiredText(email());
/**
 * A password exactly as typed: leading and trailing spaces are part of it (issue 15), so
 * the confirmation is compared with what was typed and the hash is of what was typed.
 * Blank (nothing or only spaces) is missing; lengths count every character.
 */
export const typedPassword = (min = 0) =>
  z
    .string()
    .max(PASSWORD_MAX - 1)
    .nullish()
    .superRefine((v, ctx) => {
      const issue = (message: string, args?: Record<string, number>) =>
        ctx.addIssue({ code: 'custom', message, ...(args ? { params: { args } } : {}) });
      if (isBlank(v)) return issue('app.validation.required');
      const length = (v as string).length;
      if (length < min) issue('app.validation.minLength', { n: min });
      else if (length >= PASSWORD_MAX) issue('app.validation.maxLength', { n: PASSWORD_MAX });
    })
    .transform((v) => v as string);
export const passwordField = () => typedPassword(PASSWORD_MIN);

export const LoginBody = z.object({
  email: emailField(),
  password: typedPassword(),
});

const confirmation = {
  password_confirmation: [required(), compare('password', 'app.field.password_confirmation')],
};

export const SignupBody = withFieldRules(
  z.object({
    first_name: personName(),
    last_name: personName(),
    email: emailField(),
    password: passwordField(),
    password_confirmation: z
      .string()
      .max(PASSWORD_MAX - 1)
      .nullish(),
    ref_id: text(maxLength(64)),
  }),
  confirmation,
);

export const ProfileBody = z.object({
  first_name: personName(),
  last_name: personName(),
  avatar: text(maxLength(2048)),
});

export const ChangeEmailBody = z.object({
  email: emailField(),
  password: typedPassword(),
});

export const ChangePasswordBody = withFieldRules(
  z.object({
    current_password: typedPassword(),
    password: passwordField(),
    password_confirmation: z
      .string()
      .max(PASSWORD_MAX - 1)
      .nullish(),
  }),
  confirmation,
);

/** Issue 29: a token from a mailed link (password reset, e-mail confirmation). */
export const mailedToken = () => requiredText(maxLength(200));

export const ResetPasswordBody = withFieldRules(
  z.object({
    token: mailedToken(),
    password: passwordField(),
    password_confirmation: z
      .string()
      .max(PASSWORD_MAX - 1)
      .nullish(),
  }),
  confirmation,
);

export const VerifyEmailBody = z.object({ token: mailedToken() });

/** The e-mail a new recovery or confirmation mail goes to (a form: the call takes it in the path). */
export const MailRequestForm = z.object({ email: emailField() });

export const User = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullish(),
  /** When the address was confirmed from the mailed link (issue 29); null: not confirmed. */
  email_verified_at: z.string().nullish(),
});

export type User = z.infer<typeof User>;
export type LoginBody = z.input<typeof LoginBody>;
export type SignupBody = z.input<typeof SignupBody>;
export type ProfileBody = z.input<typeof ProfileBody>;
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

/** What sign-in answers (SPEC §7: the field read is access_token). */
export const TokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().min(1),
});
export type TokenResponse = z.infer<typeof TokenAnswer>;

export const UserAnswer = answer(User);
/** A new password: the user and a fresh token (every token issued before stops working). */
export const PasswordChangedAnswer = UserAnswer.extend(TokenAnswer.shape);
export const LoggedOutAnswer = answer(z.object({ logged_out: z.boolean() }));
export const EmailCheckAnswer = answer(z.object({ email: z.string(), exists: z.boolean() }));
export const MailSentAnswer = answer(z.object({ sent: z.boolean() }));
/** A path parameter naming an e-mail address. */
export const EmailParams = z.object({ email: z.string().min(1).max(320) });

/** A new password set from a mailed link: every session of the account has ended. */
export const PasswordResetAnswer = answer(z.object({ reset: z.boolean() }));
export const EmailVerifiedAnswer = answer(z.object({ email: z.string(), verified: z.boolean() }));

/** A signed-in session (issue 29): browser, address, first and last use; `current` is the caller's. */
export const Session = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;
export const SessionsAnswer = answer(z.array(Session));
export const SessionParams = z.object({ id: z.string().min(1).max(64) });
export const SessionsEndedAnswer = answer(z.object({ ended: z.number().int().min(0) }));
