/**
 * GET /shop/api/overview (issue 26 item 1, ours): every shop of the signed-in merchant at a
 * glance: today, 7 and 30 days of sales, orders and average order value against the period
 * before, what waits for the merchant, and totals per currency (no exchange rates).
 */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';

export const OVERVIEW_PERIODS = ['today', 'days_7', 'days_30'] as const;
export type OverviewPeriodKey = (typeof OVERVIEW_PERIODS)[number];

const Figures = z.object({
  sales: z.number(),
  orders: z.number().int().min(0),
  average_order_value: z.number(),
});
export type OverviewFigures = z.infer<typeof Figures>;

const Period = z.object({
  key: z.enum(OVERVIEW_PERIODS),
  /** Shop-local days, inclusive (YYYY-MM-DD). */
  from: z.string(),
  to: z.string(),
  current: Figures,
  previous: Figures,
  /** Percent against the previous period; null when the previous period had none. */
  change: z.object({
    sales: z.number().nullable(),
    orders: z.number().nullable(),
    average_order_value: z.number().nullable(),
  }),
});
export type OverviewPeriod = z.infer<typeof Period>;

const Waiting = z.object({
  /** Orders waiting to be fulfilled (the order list's Processing tab). */
  unfulfilled: z.number().int().min(0),
  /** Abandoned checkouts of the last 30 days, to recover. */
  abandoned: z.number().int().min(0),
  reviews_pending: z.number().int().min(0),
  questions_pending: z.number().int().min(0),
  /** Products that track quantity and have none left (and do not sell on). */
  out_of_stock: z.number().int().min(0),
});

/** One of a shop's last changes (issue 27 item 4): who changed what, when. */
const LastChange = z.object({
  at: isoDate(),
  action: z.enum(['create', 'update', 'delete', 'restore']),
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The record's table (`products`…), its id and its title or name then. */
  resource: z.string(),
  record_id: z.string(),
  name: z.string().nullable(),
});

export const OverviewShop = z.object({
  id: z.string(),
  name: z.string(),
  /** The store's domains (the app builds the address with its own protocol, as the dashboard does). */
  public_domain: z.string().nullable(),
  private_domain: z.string(),
  language: z.string(),
  currency: z.string(),
  timezone: z.string(),
  expired_at: isoDate(),
  /** Whole days until the trial or plan ends (0: ends today; negative: ended). */
  days_left: z.number().int(),
  periods: z.array(Period),
  waiting: Waiting,
  /** Its last few changes, newest first (issue 27; optional: answers before it have none). */
  last_changes: z.array(LastChange).optional(),
});
export type OverviewShop = z.infer<typeof OverviewShop>;

export const OverviewTotal = z.object({
  currency: z.string(),
  shops: z.number().int().min(1),
  periods: z.array(Period.pick({ key: true, current: true, previous: true, change: true })),
});

export const ShopOverviewAnswer = answer(
  z.object({ shops: z.array(OverviewShop), totals: z.array(OverviewTotal), generated_at: isoDate() }),
);
export type ShopOverview = z.infer<typeof ShopOverviewAnswer>['data'];
