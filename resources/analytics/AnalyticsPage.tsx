/**
 * /analytics: sales, orders, average order value, items and average items over a SPEC §9
 * range (or custom days) on the shop's calendar, each against the previous period of equal
 * length; traffic sources; the report as CSV.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { PageLoading } from '../../src/components/PageLoading';
import { resolveDateRange } from '../../src/lib/dateRange';
import { datedFileName, saveBlob } from '../../src/lib/download';
import type { AnalysisFigure } from '../order/order.analysis.schema';
import { useShopOffset } from '../../src/components/useShopTime';
import { useShopMoney } from '../../src/components/useShopMoney';
import { analysisCsv } from './analytics.csv';
import { defaultGranularity } from './analytics.range';
import { AnalyticsRange, type RangeValue } from './AnalyticsRange';
import { AnalyticsTotals } from './AnalyticsTotals';
import { AnalyticsTraffic, useSourceName } from './AnalyticsTraffic';
import { useAnalysis } from './useAnalysis';

const AnalyticsCharts = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.AnalyticsCharts })));

export const AnalyticsPage = () => {
  const translate = useTranslate();
  const offset = useShopOffset();
  const money = useShopMoney().format;
  const sourceName = useSourceName();
  const [range, setRange] = useState<RangeValue>(() => {
    const r = resolveDateRange('last_30_days', new Date(), offset);
    return { id: 'last_30_days', ...r, interval: defaultGranularity(r.from, r.to) };
  });
  const { data, isPending, isFetching, error } = useAnalysis(range.from, range.to, range.interval);
  const format = (figure: AnalysisFigure, n: number) =>
    figure === 'sales' || figure === 'average_order_value' ? money(n, data?.currency) : String(n);
  const download = () =>
    data &&
    saveBlob(
      new Blob([analysisCsv(data, (k) => translate(`resources.analytics.${k}`), sourceName)], {
        type: 'text/csv;charset=utf-8',
      }),
      datedFileName(`analytics-${data.from}-${data.to}`, 'csv'),
    );

  return (
    <Box sx={{ py: 2 }}>
      <Title title="resources.analytics.title" />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {translate('resources.analytics.title')}
        </Typography>
        <Button startIcon={<DownloadIcon />} onClick={download} disabled={!data}>
          {translate('resources.analytics.download')}
        </Button>
      </Stack>
      <AnalyticsRange
        value={range}
        offset={offset}
        onChange={(v) => setRange({ ...v, interval: defaultGranularity(v.from, v.to) })}
        onInterval={(interval) => setRange({ ...range, interval })}
      />
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.analytics.compared', { from: data.previous.from, to: data.previous.to })}
        </Typography>
      )}
      <Box sx={{ height: 4, my: 1 }}>{isFetching && <LinearProgress />}</Box>
      {range.from > range.to && <Alert severity="warning">{translate('resources.analytics.bad_range')}</Alert>}
      {error && <Alert severity="error">{translate('resources.analytics.error')}</Alert>}
      {isPending && range.from <= range.to && <PageLoading />}
      {data && (
        <Stack spacing={2}>
          <AnalyticsTotals analysis={data} format={format} />
          <Suspense fallback={<PageLoading />}>
            <AnalyticsCharts analysis={data} format={format} />
          </Suspense>
          <AnalyticsTraffic analysis={data} money={(n) => money(n, data.currency)} />
        </Stack>
      )}
    </Box>
  );
};
