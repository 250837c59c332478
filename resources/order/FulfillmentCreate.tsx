/** /orders/fulfillment/create/:order: fulfil what is left of an order. */
import { useGetOne, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import type { Order } from './order.schema';
import { isWholeOrder } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { FulfillmentScreen } from './FulfillmentScreen';

export const FulfillmentCreate = () => {
  const { order: orderId = '' } = useParams();
  const order = useGetOne<Order & RaRecord>('orders', { id: orderId }, { enabled: Boolean(orderId) });
  if (order.error) return <OrderLoadError message="resources.fulfillments.load_error" />;
  if (order.isPending || !isWholeOrder(order.data)) return <PageLoading />;
  if (!order.data) return <OrderLoadError message="resources.fulfillments.load_error" />;
  return <FulfillmentScreen order={order.data} />;
};
