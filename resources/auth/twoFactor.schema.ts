/**
 * Two-factor sign-in (issue 29): TOTP from an authenticator app, ten single-use recovery
 * codes. The secret is answered once, when it is made; the recovery codes once, when two-factor
 * is turned on. Sign-in with two-factor is two calls: the password answers a short-lived
 * challenge, the challenge and a code answer the access token.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { maxLength, requiredText } from '../../core/validation';
import { emailField, TokenAnswer, typedPassword } from './auth.schema';

export const RECOVERY_CODE_COUNT = 10;

/** A six-digit code from the app, or a recovery code (`xxxxx-xxxxx`); spaces are allowed. */
export const otpCode = () => requiredText(maxLength(32));

export const TwoFactorEnableBody = z.object({ code: otpCode() });
export const TwoFactorDisableBody = z.object({ password: typedPassword(), code: otpCode() });
export const TwoFactorLoginBody = z.object({
  email: emailField(),
  challenge_token: requiredText(maxLength(200)),
  code: otpCode(),
});
export type TwoFactorLoginBody = z.input<typeof TwoFactorLoginBody>;

/** The password was right and the account has two-factor on: a code is needed next. */
export const TwoFactorChallenge = z.object({
  two_factor_required: z.literal(true),
  /** Names this sign-in to the code step (never an access token); single-use. */
  challenge_token: z.string().min(1),
  /** Seconds the challenge stays usable. */
  expires_in: z.number().int().min(1),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallenge>;

/** What sign-in answers: the access token, or, with two-factor on, the challenge. */
export const LoginAnswer = z.union([TokenAnswer, TwoFactorChallenge]);

export const TwoFactorStatusAnswer = answer(
  z.object({
    enabled: z.boolean(),
    enabled_at: z.string().nullable(),
    recovery_codes_left: z.number().int().min(0),
  }),
);

/** A new secret, not yet on: the app reads the URI (QR code) or the secret typed in. */
export const TwoFactorSetupAnswer = answer(z.object({ secret: z.string().min(16), otpauth_url: z.string() }));
export const TwoFactorEnabledAnswer = answer(
  z.object({
    enabled: z.literal(true),
    /** Shown once: only their hashes are kept. */
    recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  }),
);
export const TwoFactorDisabledAnswer = answer(z.object({ enabled: z.literal(false) }));
