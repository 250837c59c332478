/** The report as CSV: one line per bucket with the previous period's bucket beside it, then the traffic sources. */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Analysis } from '../order/order.analysis.schema';

export function analysisCsv(
  a: Analysis,
  label: (key: string) => string,
  sourceName: (row: Analysis['traffic_sources'][number]) => string,
): string {
  const figures = a.metrics;
  const header = [
    label('csv.date'),
    ...figures.map((f) => label(`figures.${f}`)),
    label('csv.previous_date'),
    ...figures.map((f) => `${label('previous')}: ${label(`figures.${f}`)}`),
  ];
  const rows = a.series.map((point, i) => {
    const before = a.previous.series[i];
    return [
      point.date,
      ...figures.map((f) => point[f] ?? 0),
      before?.date ?? '',
      ...figures.map((f) => before?.[f] ?? ''),
    ];
  });
  const sources = a.traffic_sources.map((s) => [sourceName(s), s.orders, s.sales]);
  return stringify([
    header,
    ...rows,
    [],
    [label('csv.source'), label('figures.orders'), label('figures.sales')],
    ...sources,
  ]);
}
