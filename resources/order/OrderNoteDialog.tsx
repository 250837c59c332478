/** The order's note and tags (suggested from the shop's order tags); a 400 lands on the fields. */
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, TextArrayInput, TextInput, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { SubmitButton } from '../../src/components/SubmitButton';
import { zodResolver } from '../../src/lib/zodResolver';
import { orderRoutes } from './order.routes';
import { OrderUpdateBody, type Order } from './order.schema';
import { useOrderUpdate } from './useOrderUpdate';

const resolver = zodResolver(OrderUpdateBody);

const OrderTagsInput = () => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [q, setQ] = useState('');
  const { data: options = [] } = useQuery({
    queryKey: ['orders', 'tags', q],
    queryFn: ({ signal }) =>
      dataProvider.call(orderRoutes.tags, { query: { ...(q ? { q } : {}), limit: 20 }, signal }).then((a) => a.data),
    staleTime: 60_000,
  });
  return (
    <TextArrayInput
      source="tags"
      label="resources.orders.fields.tags"
      options={options}
      filterSelectedOptions
      onInputChange={(_e, value) => setQ(value.trim())}
      helperText="resources.orders.detail.tags_help"
      fullWidth
    />
  );
};

export const OrderNoteDialog = ({
  order,
  open,
  onClose,
}: {
  order: Order & RaRecord;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { save } = useOrderUpdate(order);
  const submit = async (values: Record<string, unknown>) => {
    const errors = await save({ note: (values.note as string | null) ?? null, tags: (values.tags as string[]) ?? [] });
    if (!errors) onClose();
    return errors;
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="order-note-title">
      <Form
        resolver={resolver}
        onSubmit={submit}
        defaultValues={{ note: order.note ?? '', tags: order.tags ?? [] }}
        record={{}}
        noValidate
      >
        <DialogTitle id="order-note-title">{translate('resources.orders.detail.edit_note')}</DialogTitle>
        <DialogContent>
          <TextInput source="note" label="resources.orders.fields.note" multiline minRows={3} fullWidth />
          <OrderTagsInput />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <SubmitButton label="ra.action.save" />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
