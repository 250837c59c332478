/**
 * One mail sent from an order screen (recovery mail, payment reminder): busy while it
 * goes, a success toast naming the recipient, then the order is read again so its
 * timeline shows the mail; a failure toast with the gateway's reason otherwise.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { MailSent } from '../mail/mail.schema';

export function useSendOrderMail(send: () => Promise<{ data: MailSent }>, sentKey: string) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { data } = await send();
      notify(sentKey, { type: 'success', messageArgs: { to: data.mail.to } });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
