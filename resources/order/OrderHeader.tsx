/** The detail's heading: number with prefix/suffix, chips, date, and the actions on the order. */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { orderScreens } from './order.resource';
import type { Order } from './order.schema';
import { orderName, OrderStatusChip, PaymentStatusChip, RelativeTime } from '../../src/components/OrderFields';
import { OrderNoteDialog } from './OrderNoteDialog';
import { OrderReminderButton } from './OrderReminderButton';
import { OrderStatusMenu } from './OrderStatusMenu';

export const OrderHeader = ({ order }: { order: Order & RaRecord }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, my: 2 }}>
      <IconButton component={Link} to={orderScreens.list} aria-label={translate('resources.orders.detail.back')}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1">
        {orderName(order)}
      </Typography>
      <OrderStatusChip status={order.status} />
      <PaymentStatusChip status={order.payment_status} />
      <RelativeTime at={order.created_at} />
      <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }}>
        {order.payment_status === 'unpaid' && <OrderReminderButton order={order} />}
        <Button size="small" startIcon={<EditNoteIcon />} onClick={() => setEditing(true)}>
          {translate('resources.orders.detail.edit_note')}
        </Button>
        <OrderStatusMenu order={order} />
      </Stack>
      {editing && <OrderNoteDialog order={order} open onClose={() => setEditing(false)} />}
    </Box>
  );
};
