/**
 * SPEC §4 "A payment reminder mail can be resent": POST /email/send/order?type=payment_reminder
 * with the shop and order in the body. The order is read again so the timeline shows the mail.
 */
import MailIcon from '@mui/icons-material/MailOutline';
import { Button } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { mailRoutes } from '../mail/mail.routes';
import type { Order } from './order.schema';
import { useSendOrderMail } from './useSendOrderMail';

export const OrderReminderButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { busy, run } = useSendOrderMail(
    () =>
      dataProvider.call(mailRoutes.sendOrder, {
        query: { type: 'payment_reminder' },
        body: { order_id: order.id },
      }),
    'resources.orders.reminder.sent',
  );
  return (
    <Button size="small" startIcon={<MailIcon />} onClick={run} disabled={busy}>
      {translate('resources.orders.reminder.button')}
    </Button>
  );
};
