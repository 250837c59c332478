/**
 * Send the abandoned-checkout recovery mail (SPEC §7 POST …/send-mail-abandoned/{order_id}/abandoned_checkouts,
 * no body); a success toast, and the checkout is read again so the timeline shows when it went.
 */
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { orderRoutes } from './order.routes';
import type { Order } from './order.schema';
import { useSendOrderMail } from './useSendOrderMail';

export const OrderRecoveryMailButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { busy, run } = useSendOrderMail(
    () => dataProvider.call(orderRoutes.sendAbandonedMail, { params: { order_id: order.id } }),
    'resources.orders.abandoned.sent',
  );
  return (
    <Button variant="contained" size="small" startIcon={<SendIcon />} onClick={run} disabled={busy || !order.email}>
      {translate('resources.orders.abandoned.send')}
    </Button>
  );
};
