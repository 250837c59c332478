/**
 * Add or edit a card provider or a PayPal account. The secret field shows the mask of the
 * stored secret: left as is it keeps the secret, typed over it replaces it (the gateway decides).
 */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useCreate, useNotify, useTranslate, useUpdate,
} from 'react-admin';
import { zodResolver } from '../../src/lib/zodResolver';
import { PAYPAL_MODES, paymentFormSchema, type Payment } from './payment.schema';

export interface PaymentDialogProps {
  type: 'card' | 'paypal';
  /** The payment edited; none: a new one. */
  record?: Payment;
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = { card: ['public_key', 'secret_key'], paypal: ['account_name', 'client_id', 'secret_key', 'mode'] } as const;
const L = (f: string) => `resources.payments.fields.${f}`;

export const PaymentDialog = ({ type, record, onClose, onSaved }: PaymentDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [create] = useCreate();
  const [update] = useUpdate();
  const title = type === 'card' ? 'resources.payments.card.title' : record ? 'resources.payments.paypal.edit' : 'resources.payments.paypal.add';
  const done = {
    onSuccess: () => { notify('app.message.update_success', { type: 'success' }); onSaved(); onClose(); },
    onError: (e: unknown) => notify((e as Error).message || 'app.message.generic_error', { type: 'error' }),
  };
  const save = (values: Record<string, unknown>) => {
    const data = Object.fromEntries(FIELDS[type].map((f) => [f, values[f] ?? null]));
    if (record) update('payments', { id: record.id, data, previousData: record }, done);
    else create('payments', { data: { type, ...data } }, done);
  };
  const defaults = record ?? (type === 'paypal' ? { mode: 'sandbox' } : {});
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-dialog-title">
      <DialogTitle id="payment-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <SimpleForm record={defaults} onSubmit={save} resolver={zodResolver(paymentFormSchema(type, Boolean(record?.secret_key)))}
          toolbar={<Toolbar><SaveButton alwaysEnable={false} /></Toolbar>} sx={{ p: 0 }}>
          {type === 'paypal' && <TextInput source="account_name" label={L('account_name')} fullWidth />}
          {type === 'paypal' && <TextInput source="client_id" label={L('client_id')} fullWidth />}
          {type === 'card' && <TextInput source="public_key" label={L('public_key')} fullWidth />}
          <TextInput source="secret_key" label={L('secret_key')} fullWidth autoComplete="off"
            helperText={record?.secret_key ? 'resources.payments.secret_help' : false} />
          {type === 'paypal' && (
            <SelectInput source="mode" label={L('mode')} choices={PAYPAL_MODES.map((m) => ({ id: m, name: `resources.payments.modes.${m}` }))} />
          )}
        </SimpleForm>
      </DialogContent>
    </Dialog>
  );
};
