/**
 * Selected orders -> new status and/or payment status (SPEC §4 bulk update), one call:
 * PUT /order/api/{shop}/status with the values in the params and the ids in the body (the
 * inbox across shops passes its own route, PUT /shop/api/orders/status, with the same args).
 * A refund takes a reason. A 400 puts the gateway's messages on the fields.
 */
import EditAttributesIcon from '@mui/icons-material/EditAttributes';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  Button,
  Form,
  SelectInput,
  TextInput,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { SubmitButton } from '../../src/components/SubmitButton';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { zodResolver } from '../../src/lib/zodResolver';
import { bulkStatusParams } from './order.status';
import type { inboxRoutes } from './inbox.routes';
import { orderRoutes } from './order.routes';
import { ORDER_STATUSES, OrderStatusQuery } from './order.schema';
import { paymentStatusChoices } from './OrderListFilters';

const statusChoices = ORDER_STATUSES.map((id) => ({ id, name: `resources.orders.status.${id}` }));
const resolver = zodResolver(OrderStatusQuery);

const RefundReason = () => {
  const status = useWatch({ name: 'status' });
  return status === 'refund' ? (
    <>
      <TextInput source="refund_reason" label="resources.orders.fields.refund_reason" multiline fullWidth />
      {/* Like the single refund: checked, the ordered quantities go back to stock. */}
      <BooleanInput
        source="restock"
        label="resources.orders.refund.restock"
        helperText="resources.orders.refund.restock_help"
      />
    </>
  ) : null;
};

export const OrderBulkStatusButton = ({
  route = orderRoutes.updateStatus,
}: {
  route?: typeof orderRoutes.updateStatus | typeof inboxRoutes.updateStatus;
}) => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const onFailure = useSubmitFailure();
  const [open, setOpen] = useState(false);

  const apply = async (values: Record<string, unknown>) => {
    try {
      const answer = await dataProvider.call(route, {
        query: bulkStatusParams(values),
        body: { ids: selectedIds.map(String) },
      });
      notify('resources.orders.bulk.done', { type: 'success', messageArgs: { smart_count: answer.data.updated } });
      setOpen(false);
      onUnselectItems();
      refresh();
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };

  return (
    <>
      <Button label="resources.orders.bulk.change_status" onClick={() => setOpen(true)}>
        <EditAttributesIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="order-bulk-title">
        <Form
          resolver={(v, c, o) => resolver(bulkStatusParams(v), c, o)}
          onSubmit={apply}
          defaultValues={{ restock: true }}
          noValidate
        >
          <DialogTitle id="order-bulk-title">
            {translate('resources.orders.bulk.title', { smart_count: selectedIds.length })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('resources.orders.bulk.help')}
            </Typography>
            <SelectInput source="status" choices={statusChoices} fullWidth emptyText="resources.orders.bulk.keep" />
            <SelectInput
              source="payment_status"
              choices={paymentStatusChoices}
              fullWidth
              emptyText="resources.orders.bulk.keep"
            />
            <RefundReason />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="resources.orders.bulk.apply" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
