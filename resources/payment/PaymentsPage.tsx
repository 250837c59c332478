/** /setting/payments: the card provider, PayPal accounts, cash on delivery and bank transfer, each a card. */
import { Alert, Box, Typography } from '@mui/material';
import { Title, useGetList, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { CardProvider } from './CardProvider';
import { PaypalList } from './PaypalList';
import { ToggleMethod } from './ToggleMethod';
import type { Payment } from './payment.schema';

export const PaymentsPage = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList<Payment>('payments', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'position', order: 'ASC' },
  });
  const payments = data ?? [];
  const one = (type: Payment['type']) => payments.find((p) => p.type === type);
  const again = () => {
    void refetch();
  };
  return (
    <Box sx={{ mt: 2, maxWidth: 860, display: 'grid', gap: 2 }}>
      <Title title="resources.payments.title" />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('resources.payments.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.payments.intro')}
        </Typography>
      </Box>
      {isPending && <ScreenLoading />}
      {error && <Alert severity="error">{translate('resources.payments.load_error')}</Alert>}
      {data && (
        <>
          <CardProvider provider={one('card')} refetch={again} />
          <PaypalList accounts={payments.filter((p) => p.type === 'paypal')} refetch={again} />
          <ToggleMethod type="cod" method={one('cod')} refetch={again} />
          <ToggleMethod type="bank_transfer" method={one('bank_transfer')} refetch={again} />
        </>
      )}
    </Box>
  );
};
