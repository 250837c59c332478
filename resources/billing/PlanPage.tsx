/** /setting/plan: the current plan and days left, the plans on offer, and the data export. */
import { Alert, Box, Button, Chip, Grid, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatMoney } from '../../core/money';
import { expiryBanner } from '../../src/lib/expiry';
import type { PlanId } from './billing.schema';
import { planName } from './planName';
import { ShopExport } from './ShopExport';
import { usePlan } from './usePlan';
import { useDateFormat } from '../../src/components/useShopTime';
import { ScreenCard } from '../../src/components/ScreenCard';

export const PlanPage = () => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { data, isPending, error, buy } = usePlan();
  const [busy, setBusy] = useState(false);
  const intl = locale === 'vi' ? 'vi-VN' : 'en-US';

  const choose = async (plan: PlanId) => {
    setBusy(true);
    try {
      const bought = await buy(plan);
      notify('resources.billing.bought', {
        type: 'success',
        messageArgs: { plan: planName(translate, plan), date: date(bought.expired_at) },
      });
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      notify(
        status === 402 ? 'resources.billing.declined' : (failure as Error).message || 'app.message.generic_error',
        { type: 'error' },
      );
    } finally {
      setBusy(false);
    }
  };

  const now = new Date();
  const state = data ? expiryBanner(data, now) : undefined;
  const clearAt = data
    ? new Date(Date.parse(data.delete_at ?? '') || Date.parse(data.expired_at) + 86_400_000).toISOString()
    : '';
  return (
    <ScreenCard
      title="resources.billing.plan_title"
      loading={isPending}
      error={!!error && 'resources.billing.load_error'}
      maxWidth={1000}
    >
      {data && state ? (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-label={translate('resources.billing.current')}
            sx={{ p: 2, my: 2 }}
          >
            <Typography variant="overline">{translate('resources.billing.current')}</Typography>
            <Typography variant="h5" component="p">
              {data.plan ? planName(translate, data.plan) : translate('resources.billing.trial')}
            </Typography>
            {state.phase === 'active' ? (
              <Typography>
                {translate('resources.billing.ends', { date: date(data.expired_at) })}
                {state.unit === 'day'
                  ? ` · ${translate('resources.billing.days_left', { smart_count: state.count })}`
                  : ''}
              </Typography>
            ) : (
              <Alert severity="error" sx={{ mt: 1 }}>
                {translate(data.deleted ? 'resources.billing.deleted' : 'resources.billing.expired', {
                  date: date(clearAt),
                })}
              </Alert>
            )}
          </Paper>
          <Typography variant="subtitle1" component="h2">
            {translate('resources.billing.choose')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.billing.sandbox')}
          </Typography>
          <Grid container spacing={2}>
            {data.plans.map((p) => (
              <Grid key={p.id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper
                  variant="outlined"
                  component="section"
                  aria-label={planName(translate, p.id)}
                  sx={{
                    p: 2,
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 1,
                    borderColor: data.plan === p.id ? 'primary.main' : undefined,
                  }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                    <Typography variant="subtitle1" component="h3">
                      {planName(translate, p.id)}
                    </Typography>
                    {data.plan === p.id ? (
                      <Chip size="small" color="primary" label={translate('resources.billing.current')} />
                    ) : null}
                  </Box>
                  <Typography variant="h5" component="p">
                    {formatMoney(p.price, p.currency, intl)}
                  </Typography>
                  <Typography variant="caption">{translate(`resources.billing.per.${p.months}`)}</Typography>
                  <Typography variant="body2" sx={{ flex: 1 }}>
                    {translate(`resources.billing.features.${p.tier}`)}
                  </Typography>
                  <Button variant="contained" disabled={busy} onClick={() => choose(p.id)}>
                    {translate('resources.billing.buy', { plan: planName(translate, p.id) })}
                  </Button>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </>
      ) : null}
      <ShopExport />
    </ScreenCard>
  );
};
