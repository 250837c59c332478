/**
 * Gift cards (SPEC §1 Settings): a generated code, an initial value, an optional expiry
 * day and customer, a balance that checkout uses (gateway/pricing/giftCard.ts), disable.
 * Amounts on the wire are in the shop's currency (numbers); the gateway keeps minor units.
 */
import { z } from 'zod';
import { answer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { calendarDay, maxLength, maxValue, minValue, numeric, required, text } from '../../core/validation';

/** SPEC §9: a value under 10 digits. */
export const GIFT_CARD_MAX_VALUE = 1_000_000_000;
export const GIFT_CARD_STATUSES = ['active', 'disabled', 'expired', 'used_up'] as const;

const day = calendarDay()
  .nullish()
  .or(z.literal('').transform(() => null));

export const GiftCardBody = z.object({
  initial_value: numeric(required(), minValue(0), maxValue(GIFT_CARD_MAX_VALUE)),
  expires_at: day,
  customer_id: z
    .string()
    .max(64)
    .nullish()
    .or(z.literal('').transform(() => null)),
  note: text(maxLength(250)),
  shop_id: z.string().max(64).optional(),
});

export const GiftCardUpdateBody = z.object({
  disabled: z.boolean().optional(),
  expires_at: day,
  customer_id: z
    .string()
    .max(64)
    .nullish()
    .or(z.literal('').transform(() => null)),
  note: text(maxLength(250)),
  ...VersionField,
});

export const GiftCardListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  q: z.string().max(100).optional(),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
});

export const GiftCardRedeemBody = z.object({
  code: z.string().trim().min(1, 'app.validation.required').max(64),
  amount: numeric(required(), minValue(0), maxValue(GIFT_CARD_MAX_VALUE)),
  order_id: z.string().max(64).nullish(),
});

export const GiftCardTransaction = z.object({
  id: z.string(),
  kind: z.enum(['issue', 'use']),
  amount: z.number(),
  order_id: z.string().nullable(),
  created_at: isoDate(),
});

export const GiftCard = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  code: z.string(),
  last_characters: z.string(),
  currency: z.string(),
  initial_value: z.number(),
  balance: z.number(),
  expires_at: z.string().nullable(),
  customer_id: z.string().nullable(),
  customer_email: z.string().nullable(),
  note: z.string().nullable(),
  disabled: z.boolean(),
  status: z.enum(GIFT_CARD_STATUSES),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type GiftCard = z.infer<typeof GiftCard>;

export const GiftCardAnswer = answer(GiftCard);
export const GiftCardDetailAnswer = answer(GiftCard.extend({ transactions: z.array(GiftCardTransaction) }));
export const GiftCardListAnswer = listAnswer('gift_cards', GiftCard);
export const GiftCardRedeemAnswer = answer(z.object({ gift_card: GiftCard, taken: z.number() }));
