/**
 * Payment (SPEC §3): a card provider (public and secret key), PayPal accounts (account
 * name, client id, secret key, mode live or sandbox; several, ordered by position), cash
 * on delivery and bank transfer (SPEC §4: created on first activation, then toggled).
 * Secrets never come back in full: `secret_key` is a mask such as '••••1234'; sending the
 * mask back (or leaving the field out) keeps the stored secret.
 */
import { z } from 'zod';
import { answer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { maxLength, minLength, text, type FieldErrors } from '../../core/validation';

export const PAYMENT_TYPES = ['card', 'paypal', 'cod', 'bank_transfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
/** Toggled on and off after their first activation (SPEC §4). */
export const TOGGLED_TYPES = ['cod', 'bank_transfer'] as const;
/** One per shop; PayPal accounts may be several. */
export const SINGLE_TYPES: readonly PaymentType[] = ['card', 'cod', 'bank_transfer'];
export const PAYPAL_MODES = ['live', 'sandbox'] as const;

/** Limits of our choosing (SPEC leaves them out). */
export const PAYMENT_LIMITS = {
  accountName: 100,
  key: 200,
  secretMin: 8,
  instructions: 1000,
  paypalAccounts: 20,
} as const;
/** The mask's bullets; the secret's last 4 characters follow. */
export const SECRET_MASK = '••••';
export const maskSecret = (secret: string) => `${SECRET_MASK}${secret.slice(-4)}`;
export const isMask = (value: string | null | undefined) => typeof value === 'string' && value.startsWith(SECRET_MASK);

const invalid = { message: 'app.validation.invalid' };
const enumOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: 'app.validation.invalid' });

const fieldsShape = {
  account_name: text(maxLength(PAYMENT_LIMITS.accountName + 1)),
  client_id: text(maxLength(PAYMENT_LIMITS.key + 1)),
  public_key: text(maxLength(PAYMENT_LIMITS.key + 1)),
  /** A new secret, or the mask as answered (kept). */
  secret_key: text(maxLength(PAYMENT_LIMITS.key + 1)),
  mode: enumOf(PAYPAL_MODES).nullish(),
  instructions: text(maxLength(PAYMENT_LIMITS.instructions + 1)),
  enabled: z.boolean({ message: 'app.validation.invalid' }).optional(),
};

/** Which fields a provider needs (the secret only when none is stored yet). */
export const REQUIRED_FIELDS: Record<PaymentType, readonly (keyof typeof fieldsShape)[]> = {
  card: ['public_key', 'secret_key'],
  paypal: ['account_name', 'client_id', 'secret_key', 'mode'],
  cod: [],
  bank_transfer: [],
};

type Fields = { [K in keyof typeof fieldsShape]?: z.output<(typeof fieldsShape)[K]> };

/** The per-type rules: required fields, and a new secret's minimum length. Shared by the gateway and the forms. */
export function paymentFieldErrors(type: PaymentType, values: Fields, hasSecret: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of REQUIRED_FIELDS[type]) {
    if (field === 'secret_key' && hasSecret) continue;
    const v = values[field];
    if (v === undefined || v === null || v === '') errors[field] = { message: 'app.validation.required' };
  }
  const secret = values.secret_key;
  if (!errors.secret_key && secret && !(hasSecret && isMask(secret))) {
    const short = minLength(PAYMENT_LIMITS.secretMin)(secret);
    if (short) errors.secret_key = short;
    else if (isMask(secret)) errors.secret_key = invalid;
  }
  return errors;
}

const refineFor = (type: PaymentType | undefined, values: Fields, hasSecret: boolean, ctx: z.RefinementCtx) => {
  if (!type || !PAYMENT_TYPES.includes(type)) return;
  for (const [path, e] of Object.entries(paymentFieldErrors(type, values, hasSecret))) {
    ctx.addIssue({ code: 'custom', message: e.message, params: { args: e.args }, path: [path] });
  }
};

/** POST /payment/api/{shop}: a card provider, a PayPal account, or the first activation of COD / bank transfer. */
export const PaymentCreateBody = z
  .object({ shop_id: z.string().max(64).optional(), type: enumOf(PAYMENT_TYPES), ...fieldsShape })
  .superRefine((b, ctx) => refineFor(b.type, b, false, ctx), { when: () => true });
// `when`: the per-type rules run even when another field failed, so every field gets its message at once.
export type PaymentCreateBody = z.input<typeof PaymentCreateBody>;

/** PUT /payment/api/{shop}/{payment_id}: any of the provider's fields; the secret only when a new one is typed. */
export const PaymentUpdateBody = z.object({ ...fieldsShape, ...VersionField }).partial();
export type PaymentUpdateBody = z.input<typeof PaymentUpdateBody>;

/** PUT /payment/api/{shop}: turn cash on delivery or bank transfer on or off (SPEC §4). */
export const PaymentToggleBody = z.object({
  type: enumOf(TOGGLED_TYPES),
  enabled: z.boolean({ message: 'app.validation.invalid' }),
});
export type PaymentToggleBody = z.input<typeof PaymentToggleBody>;

/** PUT /payment/api/{shop}/position: the PayPal accounts' ids in their new order. */
export const PaymentPositionBody = z.object({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1, 'app.validation.list')
    .max(PAYMENT_LIMITS.paypalAccounts * 5),
});

/** GET /payment/api/{shop} params. */
export const PaymentListQuery = z.object({
  type: enumOf(PAYMENT_TYPES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const Payment = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  position: z.number().int().min(0),
  enabled: z.boolean(),
  account_name: z.string().nullable(),
  client_id: z.string().nullable(),
  public_key: z.string().nullable(),
  /** Masked ('••••1234'), or null when none is stored. Never the secret itself. */
  secret_key: z.string().nullable(),
  mode: z.enum(PAYPAL_MODES).nullable(),
  instructions: z.string().nullable(),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Payment = z.infer<typeof Payment>;

export const PaymentAnswer = answer(Payment);
export const PaymentListAnswer = listAnswer('payments', Payment);
export const PaymentDeletedAnswer = answer(z.object({ id: z.string() }));

/** The provider dialog's form (card or PayPal): the gateway's rules, with the stored secret kept when the mask is left. */
export const paymentFormSchema = (type: PaymentType, hasSecret: boolean) =>
  z.object(fieldsShape).superRefine((v, ctx) => refineFor(type, v, hasSecret, ctx), { when: () => true });
