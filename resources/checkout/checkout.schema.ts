/**
 * Checkout settings (SPEC §3 "tip" and "working", §9 tip suggestions are percentages of the
 * order): the tip (on or off, a message, up to 3 suggested percentages from 1 to 100) and
 * the working hours (from, to, shown or hidden). Saved with PUT /shop/api/{id} in the
 * shop's settings, like the online store preferences; the order id prefix and suffix are
 * the shop's own columns.
 */
import { z } from 'zod';
import { between, integer, maxLength, numeric, required, text } from '../../core/validation';

export const TIP_MESSAGE_MAX = 250;
export const TIP_SUGGESTIONS_MAX = 3;
export const TIP_PERCENT = { min: 1, max: 100 } as const;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = () =>
  z
    .string({ message: 'app.validation.required' })
    .max(5, 'app.validation.invalid')
    .regex(TIME, 'app.validation.invalid');

export const TipSettings = z.object({
  enabled: z.boolean({ message: 'app.validation.invalid' }),
  message: text(maxLength(TIP_MESSAGE_MAX + 1)),
  percentages: z
    .array(numeric(required(), integer(), between(TIP_PERCENT.min, TIP_PERCENT.max)).transform((v) => v as number))
    .max(TIP_SUGGESTIONS_MAX, 'app.validation.invalid'),
});

export const WorkingHours = z.object({
  from: time(),
  to: time(),
  show: z.boolean({ message: 'app.validation.invalid' }),
});

/** Hours as a merchant saves them: closing after opening, on the same day (stored ones are read as they are). */
const WorkingHoursInput = WorkingHours.superRefine((v, ctx) => {
  if (TIME.test(v.from) && TIME.test(v.to) && v.to <= v.from)
    ctx.addIssue({ code: 'custom', message: 'app.validation.time_after_from', path: ['to'] });
});

export const checkoutShape = { tip: TipSettings.nullish(), working: WorkingHoursInput.nullish() };
/** The checkout fields kept in the shop's settings JSON. */
export const CHECKOUT_FIELDS = Object.keys(checkoutShape) as (keyof typeof checkoutShape)[];

export type TipSettings = z.output<typeof TipSettings>;
export type WorkingHours = z.output<typeof WorkingHours>;

export const DEFAULT_TIP: TipSettings = { enabled: false, message: null, percentages: [] };
export const DEFAULT_WORKING: WorkingHours = { from: '08:00', to: '17:00', show: false };

/** The /setting/checkout form: three suggestion boxes (blank ones are dropped when saved), working hours, order affixes. */
export const CheckoutForm = z.object({
  tip: z.object({
    enabled: z.boolean(),
    message: text(maxLength(TIP_MESSAGE_MAX + 1)),
    percentages: z.array(numeric(integer(), between(TIP_PERCENT.min, TIP_PERCENT.max))).max(TIP_SUGGESTIONS_MAX),
  }),
  working: WorkingHoursInput,
  prefix: text(maxLength(10)),
  suffix: text(maxLength(10)),
});
