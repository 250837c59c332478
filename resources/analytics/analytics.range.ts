/** The report's range and granularity (no React): the granularity that suits a range, and which ones fit. */
import { MAX_ANALYSIS_BUCKETS, type AnalysisGranularity } from '../order/order.analysis.schema';

const DAY_MS = 86_400_000;
export const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Hours for a day or two, days up to a quarter, weeks up to two years, then months. */
export function defaultGranularity(from: string, to: string): AnalysisGranularity {
  const days = rangeDays(from, to);
  if (days <= 2) return 'hour';
  if (days <= 92) return 'day';
  if (days <= 730) return 'week';
  return 'month';
}

/** Whether a granularity keeps the series within the gateway's bucket limit. */
export function granularityFits(from: string, to: string, g: AnalysisGranularity): boolean {
  const days = rangeDays(from, to);
  const buckets = { hour: days * 24, day: days, week: days / 7 + 1, month: days / 28 + 1 }[g];
  return buckets <= MAX_ANALYSIS_BUCKETS;
}
