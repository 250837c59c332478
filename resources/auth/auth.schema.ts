/** Sign-in, sign-up and account bodies (SPEC §5 person names, e-mail, confirmation). */
import { z } from 'zod';
import { answer } from '../../core/answers';
import {
  compare, email, maxLength, minLength, required, requiredText, text, withFieldRules,
} from '../../core/validation';

export const PASSWORD_MIN = 8;

/** SPEC §5: first and last name required, 2 to under 50 characters. */
export const personName = () => requiredText(minLength(2), maxLength(50));
export const emailField = () => requiredText(email());
export const passwordField = () => requiredText(minLength(PASSWORD_MIN), maxLength(128));

export const LoginBody = z.object({
  email: emailField(),
  password: requiredText(),
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
    password_confirmation: z.string().nullish(),
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
  password: requiredText(),
});

export const ChangePasswordBody = withFieldRules(
  z.object({
    current_password: requiredText(),
    password: passwordField(),
    password_confirmation: z.string().nullish(),
  }),
  confirmation,
);

export const User = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  avatar: z.string().nullish(),
});

export type User = z.infer<typeof User>;
export type LoginBody = z.input<typeof LoginBody>;
export type SignupBody = z.input<typeof SignupBody>;
export type ProfileBody = z.input<typeof ProfileBody>;
export type ChangeEmailBody = z.input<typeof ChangeEmailBody>;
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

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
