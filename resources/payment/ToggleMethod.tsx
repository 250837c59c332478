/**
 * Cash on delivery or bank transfer (SPEC §4): the first switch-on creates the method
 * (POST), later switches toggle it (PUT /payment/api/{shop}).
 */
import { Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useCreate, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { PaymentDialog } from './PaymentDialog';
import { PaymentSection } from './PaymentSection';
import { paymentRoutes } from './payment.routes';
import type { Payment } from './payment.schema';

export interface ToggleMethodProps {
  type: 'cod' | 'bank_transfer';
  method?: Payment;
  refetch: () => void;
}

export const ToggleMethod = ({ type, method, refetch }: ToggleMethodProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [create] = useCreate();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const fail = (e: unknown) => notify((e as Error).message || 'app.message.generic_error', { type: 'error' });
  const saved = () => {
    notify('app.message.update_success', { type: 'success' });
    refetch();
  };

  const onChange = async (enabled: boolean) => {
    setBusy(true);
    try {
      if (!method) await create('payments', { data: { type, enabled: true } }, { returnPromise: true });
      else await dataProvider.call(paymentRoutes.toggle, { body: { type, enabled } });
      saved();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  const on = Boolean(method?.enabled);
  return (
    <PaymentSection
      kind={type}
      enabled={on}
      action={
        method && <Button onClick={() => setEditing(true)}>{translate('resources.payments.edit_instructions')}</Button>
      }
    >
      <FormControlLabel
        label={translate(`resources.payments.${type}.switch`)}
        control={<Switch checked={on} disabled={busy} onChange={(_e, v) => onChange(v)} />}
      />
      {method?.instructions && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {method.instructions}
        </Typography>
      )}
      {editing && method && (
        <PaymentDialog type={type} record={method} onClose={() => setEditing(false)} onSaved={refetch} />
      )}
    </PaymentSection>
  );
};
