/** The card payment provider: its public key and masked secret, set up or edited in a dialog, removable. */
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { PaymentDialog } from './PaymentDialog';
import { useConfirmation } from '../../src/components/useConfirmation';
import { PaymentSection } from './PaymentSection';
import type { Payment } from './payment.schema';

export const CardProvider = ({ provider, refetch }: { provider?: Payment; refetch: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove] = useDelete();
  const [open, setOpen] = useState(false);
  const confirmation = useConfirmation();
  const onRemove = (p: Payment) =>
    remove(
      'payments',
      { id: p.id, previousData: p },
      {
        onSuccess: () => {
          notify('app.message.delete_success', { type: 'success' });
          refetch();
        },
        onError: (e) => notify((e as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <PaymentSection
      kind="card"
      enabled={provider ? provider.enabled : undefined}
      action={
        <Button onClick={() => setOpen(true)}>
          {translate(provider ? 'resources.payments.edit' : 'resources.payments.set_up')}
        </Button>
      }
    >
      {provider ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {translate('resources.payments.fields.public_key')}: {provider.public_key}
          </Typography>
          <Typography variant="body2">
            {translate('resources.payments.fields.secret_key')}: {provider.secret_key}
          </Typography>
          <Button
            color="error"
            size="small"
            onClick={() => confirmation.ask('resources.payments.remove', () => onRemove(provider))}
          >
            {translate('resources.payments.remove')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2">{translate('resources.payments.card.none')}</Typography>
      )}
      {open && <PaymentDialog type="card" record={provider} onClose={() => setOpen(false)} onSaved={refetch} />}
      {confirmation.dialog}
    </PaymentSection>
  );
};
