/**
 * Send the abandoned-checkout recovery mail (SPEC §7 POST …/send-mail-abandoned/{order_id}/abandoned_checkouts,
 * no body); a success toast, and the checkout is read again so the timeline shows when it went.
 */
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { MailSent } from '../mail/mail.schema';
import { orderRoutes } from './order.routes';
import type { Order } from './order.schema';

export const OrderRecoveryMailButton = ({ order }: { order: Order }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.call<{ data: MailSent }>(orderRoutes.sendAbandonedMail, { params: { order_id: order.id } });
      notify('resources.orders.abandoned.sent', { type: 'success', messageArgs: { to: data.mail.to } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="contained" size="small" startIcon={<SendIcon />} onClick={send} disabled={busy || !order.email}>
      {translate('resources.orders.abandoned.send')}
    </Button>
  );
};
