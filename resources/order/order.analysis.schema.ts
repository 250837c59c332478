/**
 * POST /order/api/{shop}/analysis (SPEC §7 Order "with params and a body"): params are the
 * range (shop days, YYYY-MM-DD) and the granularity; the body names the figures. The answer
 * has each figure per bucket and in total, for the range and for the previous period of
 * equal length, and the orders per traffic source (SPEC §9 labels).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { calendarDay } from '../../core/validation';

export const ANALYSIS_FIGURES = ['sales', 'orders', 'average_order_value', 'items', 'average_items'] as const;
export type AnalysisFigure = (typeof ANALYSIS_FIGURES)[number];
export const ANALYSIS_GRANULARITIES = ['hour', 'day', 'week', 'month'] as const;
export type AnalysisGranularity = (typeof ANALYSIS_GRANULARITIES)[number];
/** Buckets one series may have (an hourly series of 41 days, a daily one of 2.7 years). */
export const MAX_ANALYSIS_BUCKETS = 1000;

/** A real calendar day, YYYY-MM-DD (2023-02-29 and 0000-00-00 are refused, issue 15). */
const day = () => calendarDay();

export const AnalysisParams = z.object({
  from: day(),
  to: day(),
  interval: z.enum(ANALYSIS_GRANULARITIES).default('day'),
});
export const AnalysisRequestBody = z.object({
  metrics: z
    .array(z.enum(ANALYSIS_FIGURES))
    .min(1, 'app.validation.list')
    .max(ANALYSIS_FIGURES.length)
    .default([...ANALYSIS_FIGURES]),
});

const Figures = z.object({
  sales: z.number().optional(),
  orders: z.number().optional(),
  average_order_value: z.number().optional(),
  items: z.number().optional(),
  average_items: z.number().optional(),
});
export type AnalysisFigures = z.infer<typeof Figures>;

/** One bucket: its start in the shop's time zone (YYYY-MM-DD, or YYYY-MM-DDTHH:00 for hours; weeks start on Monday). */
export const AnalysisPointSchema = Figures.extend({ date: z.string() });
export type AnalysisPointValue = z.infer<typeof AnalysisPointSchema>;

export const TrafficSourceRow = z.object({
  /** An i18n key (app.traffic.*) for anonymous and the known networks, else null. */
  key: z.string().nullable(),
  /** The host, for other sites. */
  host: z.string().nullable(),
  orders: z.number().int().min(0),
  sales: z.number(),
});
export type TrafficSourceRow = z.infer<typeof TrafficSourceRow>;

export const Analysis = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ANALYSIS_GRANULARITIES),
  currency: z.string(),
  timezone: z.string(),
  metrics: z.array(z.enum(ANALYSIS_FIGURES)),
  series: z.array(AnalysisPointSchema),
  totals: Figures,
  previous: z.object({ from: z.string(), to: z.string(), series: z.array(AnalysisPointSchema), totals: Figures }),
  /** Change against the previous period in percent (one decimal); null when the previous figure is 0. */
  change: z.record(z.string(), z.number().nullable()),
  traffic_sources: z.array(TrafficSourceRow),
});
export type Analysis = z.infer<typeof Analysis>;
export const AnalysisAnswer = answer(Analysis);
