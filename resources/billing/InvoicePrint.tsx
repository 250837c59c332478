/** /setting/billing/{id}: one invoice laid out for printing (the app's chrome is hidden in print). */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Divider, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link, useParams } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { formatMoney } from '../../core/money';
import { billingRoutes } from './billing.routes';
import { BILLING_PATH } from './BillingPage';
import { planName } from './planName';
import { useDateFormat } from '../../src/components/useShopTime';

const printOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, aside, .MuiDrawer-root, .no-print': { display: 'none !important' },
        body: { background: '#fff' },
      },
    }}
  />
);

export const InvoicePrint = () => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const [locale] = useLocaleState();
  const intl = locale === 'vi' ? 'vi-VN' : 'en-US';
  const { invoiceId = '' } = useParams();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const {
    data: invoice,
    isPending,
    error,
  } = useQuery({
    queryKey: ['billing-invoice', invoiceId],
    queryFn: ({ signal }) =>
      dataProvider.call(billingRoutes.invoice, { params: { invoice_id: invoiceId }, signal }).then((a) => a.data),
  });
  const row = (label: string, value: string) => (
    <Stack direction="row" justifyContent="space-between" sx={{ py: 0.5 }}>
      <Typography color="text.secondary">{translate(`resources.billing.fields.${label}`)}</Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      {printOnly}
      <Title title="resources.billing.billing_title" />
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
        <Button component={Link} to={BILLING_PATH} startIcon={<ArrowBackIcon />}>
          {translate('resources.billing.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!invoice}>
          {translate('resources.billing.print')}
        </Button>
      </Stack>
      {isPending ? <ScreenLoading /> : null}
      {error ? <Alert severity="error">{translate('resources.billing.invoices_error')}</Alert> : null}
      {invoice ? (
        <Paper variant="outlined" component="article" sx={{ p: 4 }}>
          <Typography variant="h5" component="h1">
            {translate('resources.billing.invoice_title', { number: invoice.number })}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.billing.issuer')}
          </Typography>
          {row('billed_to', invoice.shop_name)}
          {row('created_at', date(invoice.created_at))}
          {row('plan', planName(translate, invoice.plan))}
          {row('period', `${date(invoice.period_start)} – ${date(invoice.period_end)}`)}
          {row('provider', invoice.provider)}
          {row('reference', invoice.reference)}
          {row('status', translate(`resources.billing.status.${invoice.status}`))}
          <Divider sx={{ my: 2 }} />
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="h6" component="p">
              {translate('resources.billing.fields.amount')}
            </Typography>
            <Typography variant="h6" component="p">
              {formatMoney(invoice.amount, invoice.currency, intl)}
            </Typography>
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
};
