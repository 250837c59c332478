/**
 * Add or edit a card provider or a PayPal account. The secret field shows the mask of the
 * stored secret: left as is it keeps the secret, typed over it replaces it (the gateway decides).
 */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  RecordContextProvider,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { zodResolver } from '../../src/lib/zodResolver';
import { PAYPAL_MODES, paymentFormSchema, type Payment, type PaymentType } from './payment.schema';

export interface PaymentDialogProps {
  type: PaymentType;
  /** The payment edited; none: a new one. */
  record?: Payment;
  onClose: () => void;
  onSaved: () => void;
}

const FIELDS = {
  card: ['public_key', 'secret_key'],
  paypal: ['account_name', 'client_id', 'secret_key', 'mode'],
  cod: ['instructions'],
  bank_transfer: ['instructions'],
} as const;
const hasSecret = (type: PaymentType) => type === 'card' || type === 'paypal';
const L = (f: string) => `resources.payments.fields.${f}`;

export const PaymentDialog = ({ type, record, onClose, onSaved }: PaymentDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const onFailure = useSubmitFailure();
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const title =
    type !== 'paypal'
      ? `resources.payments.${type}.title`
      : record
        ? 'resources.payments.paypal.edit'
        : 'resources.payments.paypal.add';
  // A gateway 400 puts its messages on the fields; a stale write or anything else is a toast.
  // Issue 27: an edit's toast offers Undo (a payment's versions never hold its secret).
  const undoable = useUndoSave('payments');
  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(FIELDS[type].map((f) => [f, values[f] ?? null]));
    let saved: RaRecord | undefined;
    try {
      if (record) saved = await update('payments', { id: record.id, data, previousData: record });
      else await create('payments', { data: { type, ...data } });
    } catch (failure) {
      return onFailure(failure);
    }
    if (saved) undoable(saved);
    else notify('app.message.update_success', { type: 'success' });
    onSaved();
    onClose();
    return undefined;
  };
  const defaults = record ?? (type === 'paypal' ? { mode: 'sandbox' } : {});
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="payment-dialog-title">
      <DialogTitle id="payment-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <SimpleForm
          record={defaults}
          onSubmit={save}
          resolver={zodResolver(paymentFormSchema(type, Boolean(record?.secret_key)))}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable={false} />
            </Toolbar>
          }
          sx={{ p: 0 }}
        >
          {type === 'paypal' && <TextInput source="account_name" label={L('account_name')} fullWidth />}
          {type === 'paypal' && <TextInput source="client_id" label={L('client_id')} fullWidth />}
          {type === 'card' && <TextInput source="public_key" label={L('public_key')} fullWidth />}
          {hasSecret(type) && (
            <TextInput
              source="secret_key"
              label={L('secret_key')}
              fullWidth
              autoComplete="off"
              helperText={record?.secret_key ? 'resources.payments.secret_help' : false}
            />
          )}
          {!hasSecret(type) && (
            <TextInput source="instructions" label={L('instructions')} fullWidth multiline minRows={3} />
          )}
          {type === 'paypal' && (
            <SelectInput
              source="mode"
              label={L('mode')}
              choices={PAYPAL_MODES.map((m) => ({ id: m, name: `resources.payments.modes.${m}` }))}
            />
          )}
        </SimpleForm>
        {record ? (
          <RecordContextProvider value={record}>
            <HistoryCard resource="payments" />
          </RecordContextProvider>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
