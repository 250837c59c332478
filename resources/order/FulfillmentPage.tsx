/**
 * /orders/fulfillment/create/:orderId and /orders/fulfillment/edit/:fulfillId?order=:orderId
 * (SPEC §2 `/orders/fulfillment/{action?}/{id?}`): the order's lines with what is left to
 * fulfil, tracking, and (edit) delete after 'This can't be undone'.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { orderShowPath, ORDERS_PATH } from './order.paths';
import type { Order } from './order.schema';
import { isWholeOrder, orderName } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { fulfillmentLines } from './fulfillment.lines';
import type { Fulfillment } from './fulfillment.schema';
import { FulfillmentForm } from './FulfillmentForm';
import { useFulfillmentSave } from './useFulfillmentSave';

const FulfillmentScreen = ({
  order,
  fulfillment,
}: {
  order: Order & RaRecord;
  fulfillment?: Fulfillment & RaRecord;
}) => {
  const translate = useTranslate();
  const { save, destroy, deleting } = useFulfillmentSave(order.id, fulfillment);
  const [confirming, setConfirming] = useState(false);
  const title = fulfillment
    ? translate('resources.fulfillments.edit_title', { name: fulfillment.name })
    : translate('resources.fulfillments.create_title', { name: orderName(order) });
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton component={Link} to={orderShowPath(order.id)} aria-label={translate('resources.fulfillments.back')}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
      </Box>
      <FulfillmentForm
        defaultValues={{
          lines: fulfillmentLines(order, fulfillment),
          tracking_number: fulfillment?.tracking_number ?? '',
          tracking_company: fulfillment?.tracking_company ?? '',
          tracking_url: fulfillment?.tracking_url ?? '',
          notify: fulfillment?.notify ?? false,
        }}
        onSubmit={save}
        submitLabel={fulfillment ? 'ra.action.save' : 'resources.fulfillments.submit'}
        actions={
          fulfillment && (
            <Button
              label="ra.action.delete"
              color="error"
              onClick={() => setConfirming(true)}
              disabled={deleting}
              sx={{ ml: 'auto' }}
            />
          )
        }
      />
      <Confirm
        isOpen={confirming}
        title="resources.fulfillments.delete_title"
        content="app.message.delete_confirm"
        translateOptions={{ name: fulfillment?.name ?? '' }}
        onConfirm={() => {
          setConfirming(false);
          destroy();
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};

export const FulfillmentPage = () => {
  const { action = '', id = '' } = useParams();
  const [search] = useSearchParams();
  const editing = action === 'edit';
  const orderId = editing ? (search.get('order') ?? '') : id;
  const order = useGetOne<Order & RaRecord>('orders', { id: orderId }, { enabled: Boolean(orderId) });
  const fulfillment = useGetOne<Fulfillment & RaRecord>(
    'fulfillments',
    { id, meta: { order_id: orderId } },
    { enabled: editing && Boolean(orderId) },
  );

  if ((action !== 'create' && action !== 'edit') || !orderId) return <Navigate to={ORDERS_PATH} replace />;
  if (order.error || (editing && fulfillment.error))
    return <OrderLoadError message="resources.fulfillments.load_error" />;
  if (order.isPending || !isWholeOrder(order.data) || (editing && fulfillment.isPending)) return <PageLoading />;
  if (!order.data || (editing && (fulfillment.error || !fulfillment.data))) {
    return <OrderLoadError message="resources.fulfillments.load_error" />;
  }
  return <FulfillmentScreen order={order.data} fulfillment={editing ? fulfillment.data : undefined} />;
};
