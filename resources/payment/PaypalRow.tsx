/** One PayPal account: drag handle, name, client id, masked secret, test-mode badge, edit, remove. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Payment } from './payment.schema';

export interface PaypalRowProps {
  account: Payment;
  onEdit: () => void;
  onRemove: () => void;
}

export const PaypalRow = ({ account, onEdit, onRemove }: PaypalRowProps) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: account.id,
  });
  const args = { name: account.account_name ?? '' };
  return (
    <Box
      ref={setNodeRef}
      component="li"
      data-testid="paypal-account"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        mb: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        listStyle: 'none',
        opacity: isDragging ? 0.6 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate('resources.payments.drag_named', args)}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body1" noWrap>
            {account.account_name}
          </Typography>
          {account.mode === 'sandbox' ? (
            <Chip size="small" color="warning" label={translate('resources.payments.test_mode')} />
          ) : (
            <Chip size="small" color="success" variant="outlined" label={translate('resources.payments.live')} />
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          {translate('resources.payments.fields.client_id')}: {account.client_id} ·{' '}
          {translate('resources.payments.fields.secret_key')}: {account.secret_key}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={translate('resources.payments.edit_named', args)} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate('resources.payments.remove_named', args)}
        onClick={onRemove}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
