/**
 * Plans and billing (SPEC §1 "plan and billing"; §9 leaves prices and durations out, so
 * they are named here). Choosing a plan extends the shop's expired_at by its duration;
 * each purchase is an invoice the merchant can print.
 */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';

export const PLAN_IDS = ['basic_monthly', 'basic_yearly', 'pro_monthly', 'pro_yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** The platform bills in US dollars. */
export const BILLING_CURRENCY = 'USD';

export const PLANS: Record<PlanId, { tier: 'basic' | 'pro'; months: number; price: number }> = {
  basic_monthly: { tier: 'basic', months: 1, price: 19 },
  basic_yearly: { tier: 'basic', months: 12, price: 190 },
  pro_monthly: { tier: 'pro', months: 1, price: 49 },
  pro_yearly: { tier: 'pro', months: 12, price: 490 },
};

export const Plan = z.object({
  id: z.enum(PLAN_IDS),
  tier: z.enum(['basic', 'pro']),
  months: z.number().int(),
  price: z.number(),
  currency: z.string(),
});

export const PlanState = z.object({
  /** The plan last bought; null during the trial. */
  plan: z.enum(PLAN_IDS).nullable(),
  expired_at: isoDate(),
  deleted: z.boolean(),
  delete_at: isoDate().nullable(),
  plans: z.array(Plan),
});
export const PlanStateAnswer = answer(PlanState);

export const SubscribeBody = z.object({ plan: z.enum(PLAN_IDS, { message: 'app.validation.invalid' }) });

export const Invoice = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  number: z.string(),
  plan: z.enum(PLAN_IDS),
  amount: z.number(),
  currency: z.string(),
  /** The period the payment covers. */
  period_start: isoDate(),
  period_end: isoDate(),
  status: z.enum(['paid', 'failed']),
  provider: z.string(),
  reference: z.string(),
  shop_name: z.string(),
  created_at: isoDate(),
});
export type Invoice = z.infer<typeof Invoice>;

export const SubscribeAnswer = answer(z.object({ invoice: Invoice, expired_at: isoDate() }));
export const InvoiceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const InvoiceListAnswer = answer(
  z.object({
    invoices: z.array(Invoice),
    total: z.number().int().min(0),
    page: z.number().int(),
    limit: z.number().int(),
  }),
);
export const InvoiceAnswer = answer(Invoice);
