/** /orders/fulfillment/edit/:id?order=: a saved fulfillment of an order (every call names both); without the order, the orders. */
import { useGetOne, type RaRecord } from 'react-admin';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { orderScreens } from './order.resource';
import type { Order } from './order.schema';
import { isWholeOrder } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import type { Fulfillment } from './fulfillment.schema';
import { FulfillmentScreen } from './FulfillmentScreen';

export const FulfillmentEdit = () => {
  const { id = '' } = useParams();
  const orderId = useSearchParams()[0].get('order') ?? '';
  const order = useGetOne<Order & RaRecord>('orders', { id: orderId }, { enabled: Boolean(orderId) });
  const fulfillment = useGetOne<Fulfillment & RaRecord>(
    'fulfillments',
    { id, meta: { order_id: orderId } },
    { enabled: Boolean(orderId) },
  );
  if (!orderId) return <Navigate to={orderScreens.list} replace />;
  if (order.error || fulfillment.error) return <OrderLoadError message="resources.fulfillments.load_error" />;
  if (order.isPending || !isWholeOrder(order.data) || fulfillment.isPending) return <PageLoading />;
  if (!order.data || !fulfillment.data) return <OrderLoadError message="resources.fulfillments.load_error" />;
  return <FulfillmentScreen order={order.data} fulfillment={fulfillment.data} />;
};
