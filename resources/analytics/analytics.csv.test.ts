import { describe, expect, it } from 'vitest';
import { analysisCsv } from './analytics.csv';
import { defaultGranularity, granularityFits } from './analytics.range';

describe('analysisCsv', () => {
  it('writes each bucket beside the previous period and the traffic sources', () => {
    const csv = analysisCsv(
      {
        from: '2026-03-10',
        to: '2026-03-11',
        interval: 'day',
        currency: 'USD',
        timezone: 'UTC+07:00',
        metrics: ['sales', 'orders'],
        series: [
          { date: '2026-03-10', sales: 20, orders: 1 },
          { date: '2026-03-11', sales: 30.5, orders: 1 },
        ],
        totals: { sales: 50.5, orders: 2 },
        previous: {
          from: '2026-03-08',
          to: '2026-03-09',
          series: [
            { date: '2026-03-08', sales: 30, orders: 1 },
            { date: '2026-03-09', sales: 10, orders: 1 },
          ],
          totals: {},
        },
        change: {},
        traffic_sources: [{ key: null, host: 'a.example, b', orders: 2, sales: 50.5 }],
      },
      (key) => key,
      (row) => row.host ?? '',
    );
    expect(csv.split('\n')).toEqual([
      'csv.date,figures.sales,figures.orders,csv.previous_date,previous: figures.sales,previous: figures.orders',
      '2026-03-10,20,1,2026-03-08,30,1',
      '2026-03-11,30.5,1,2026-03-09,10,1',
      '',
      'csv.source,figures.orders,figures.sales',
      '"a.example, b",2,50.5',
      '',
    ]);
  });
});

describe('granularity', () => {
  it('suits the range and stays within the bucket limit', () => {
    expect(defaultGranularity('2026-03-10', '2026-03-10')).toBe('hour');
    expect(defaultGranularity('2026-03-01', '2026-03-30')).toBe('day');
    expect(defaultGranularity('2025-03-01', '2026-03-01')).toBe('week');
    expect(defaultGranularity('2021-10-10', '2026-03-01')).toBe('month');
    expect(granularityFits('2026-01-01', '2026-03-31', 'hour')).toBe(false);
    expect(granularityFits('2026-03-01', '2026-03-30', 'hour')).toBe(true);
  });
});
