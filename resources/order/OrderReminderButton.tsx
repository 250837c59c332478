/**
 * SPEC §4 "A payment reminder mail can be resent": POST /email/send/order?type=payment_reminder
 * with the shop and order in the body. The order is read again so the timeline shows the mail.
 */
import MailIcon from '@mui/icons-material/MailOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { mailRoutes } from '../mail/mail.routes';
import type { MailSent } from '../mail/mail.schema';
import type { Order } from './order.schema';

export const OrderReminderButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.call<{ data: MailSent }>(mailRoutes.sendOrder, {
        query: { type: 'payment_reminder' }, body: { shop_id: getCurrentShopId(), order_id: order.id },
      });
      notify('resources.orders.reminder.sent', { type: 'success', messageArgs: { to: data.mail.to } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<MailIcon />} onClick={send} disabled={busy}>
      {translate('resources.orders.reminder.button')}
    </Button>
  );
};
