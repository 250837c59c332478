/** Today's sales and orders on the shop's calendar against yesterday's (the analysis call, hourly). */
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resources } from '../../../resources';
import { ChangeText } from '../../components/ChangeText';
import { useAnalysis } from '../../../resources/analytics/useAnalysis';
import { useShopOffset } from '../../components/useShopTime';
import { useShopMoney } from '../../components/useShopMoney';
import { resolveDateRange } from '../../lib/dateRange';

const hasAnalytics = resources.some((r) => r.routes?.some((route) => route.path === '/analytics'));

export const DashboardToday = () => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const offset = useShopOffset();
  const today = resolveDateRange('today', new Date(), offset);
  const { data, error } = useAnalysis(today.from, today.to, 'hour');
  const figure = (name: 'sales' | 'orders', value: string, previous: string) => (
    <Box data-testid={`today-${name}`}>
      <Typography variant="body2" color="text.secondary">
        {translate(`app.dashboard.today.${name}`)}
      </Typography>
      <Typography variant="h5">{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.dashboard.today.yesterday', { value: previous })}
      </Typography>
      <ChangeText change={data?.change[name]} />
    </Box>
  );
  return (
    <Card component="section" aria-label={translate('app.dashboard.today.title')}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          {translate('app.dashboard.today.title')}
        </Typography>
        {error && <Typography color="error">{translate('app.message.generic_error')}</Typography>}
        {data && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {figure(
              'sales',
              money(data.totals.sales ?? 0, data.currency),
              money(data.previous.totals.sales ?? 0, data.currency),
            )}
            {figure('orders', String(data.totals.orders ?? 0), String(data.previous.totals.orders ?? 0))}
          </Box>
        )}
        {hasAnalytics && (
          <Button component={Link} to="/analytics" sx={{ mt: 1 }}>
            {translate('app.dashboard.today.open')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
