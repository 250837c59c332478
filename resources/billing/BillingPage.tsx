/** /setting/billing: the invoices, newest first, each with a printable view. */
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { formatMoney } from '../../core/money';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { billingRoutes } from './billing.routes';
import { planName } from './planName';
import { useDateFormat } from '../../src/components/useShopTime';
import { ScreenCard } from '../../src/components/ScreenCard';

export const BILLING_PATH = '/setting/billing';

export const BillingPage = () => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const [locale] = useLocaleState();
  const intl = locale === 'vi' ? 'vi-VN' : 'en-US';
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const shopId = getCurrentShopId();
  const { data, isPending, error } = useQuery({
    queryKey: ['billing-invoices', shopId],
    queryFn: ({ signal }) =>
      dataProvider.call(billingRoutes.invoices, { query: { page: 1, limit: 100 }, signal }).then((a) => a.data),
  });
  return (
    <ScreenCard title="resources.billing.billing_title" maxWidth={1000}>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        {translate('resources.billing.invoices')}
      </Typography>
      {isPending ? <ScreenLoading /> : null}
      {error ? <Alert severity="error">{translate('resources.billing.invoices_error')}</Alert> : null}
      {data && !data.invoices.length ? (
        <Alert severity="info">{translate('resources.billing.invoices_empty')}</Alert>
      ) : null}
      {data?.invoices.length ? (
        <Table size="small" aria-label={translate('resources.billing.invoices')}>
          <TableHead>
            <TableRow>
              {['number', 'created_at', 'plan', 'period', 'amount', 'status'].map((f) => (
                <TableCell key={f}>{translate(`resources.billing.fields.${f}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.invoices.map((i) => (
              <TableRow key={i.id}>
                <TableCell>{i.number}</TableCell>
                <TableCell>{date(i.created_at)}</TableCell>
                <TableCell>{planName(translate, i.plan)}</TableCell>
                <TableCell>{`${date(i.period_start)} – ${date(i.period_end)}`}</TableCell>
                <TableCell>{formatMoney(i.amount, i.currency, intl)}</TableCell>
                <TableCell>{translate(`resources.billing.status.${i.status}`)}</TableCell>
                <TableCell>
                  <Button size="small" component={Link} to={`${BILLING_PATH}/${i.id}`}>
                    {translate('resources.billing.view')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </ScreenCard>
  );
};
