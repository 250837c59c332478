/**
 * SPEC §4: a refund takes a reason. The reason is required here and on the gateway.
 * "Restock items" (checked, as Shopify's) puts the ordered quantities back in stock.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Typography } from '@mui/material';
import { BooleanInput, Form, TextInput, useTranslate, type RaRecord } from 'react-admin';
import { SubmitButton } from '../../src/components/SubmitButton';
import { zodResolver } from '../../src/lib/zodResolver';
import { OrderUpdateBody, type Order } from './order.schema';
import { useShopMoney } from '../../src/components/useShopMoney';
import { useOrderUpdate } from './useOrderUpdate';

const resolver = zodResolver(OrderUpdateBody);

export const OrderRefundDialog = ({
  order,
  open,
  onClose,
}: {
  order: Order & RaRecord;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const { save } = useOrderUpdate(order);
  const submit = async (values: Record<string, unknown>) => {
    const errors = await save(
      { status: 'refund', refund_reason: values.refund_reason as string, restock: values.restock !== false },
      'resources.orders.refund.done',
    );
    if (!errors) onClose();
    return errors;
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-refund-title">
      <Form
        resolver={resolver}
        onSubmit={submit}
        defaultValues={{ status: 'refund', refund_reason: '', restock: true }}
        noValidate
        record={{}}
      >
        <DialogTitle id="order-refund-title">
          {translate('resources.orders.refund.title', { name: order.name })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('resources.orders.refund.help', { amount: money(order.total, order.currency) })}
          </Typography>
          <TextInput
            source="refund_reason"
            label="resources.orders.fields.refund_reason"
            multiline
            minRows={2}
            fullWidth
            autoFocus
          />
          <BooleanInput
            source="restock"
            label="resources.orders.refund.restock"
            helperText="resources.orders.refund.restock_help"
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="resources.orders.refund.confirm" color="warning" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
