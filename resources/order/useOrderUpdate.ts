/**
 * Changing one order (PUT /order/api/{shop}/{order_id}): the answer is the whole order, so
 * the detail shows the new status and timeline at once. For forms, a 400 comes back as
 * field errors (useSubmitFailure); other failures are a toast.
 */
import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import type { Order, OrderUpdateBody } from './order.schema';

export function useOrderUpdate(order: Order & RaRecord) {
  const [update, { isPending }] = useUpdate<Order & RaRecord>('orders', undefined, {
    mutationMode: 'pessimistic',
    returnPromise: true,
  });
  const notify = useNotify();
  const onFailure = useSubmitFailure();
  /** Resolves to field errors for a form, undefined when saved or toasted. */
  const save = async (data: OrderUpdateBody, success = 'app.message.update_success') => {
    try {
      await update('orders', { id: order.id, data, previousData: order });
      notify(success, { type: 'success' });
      return undefined;
    } catch (error) {
      return onFailure(error);
    }
  };
  return { save, isPending };
}
