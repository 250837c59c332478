/**
 * Creating an order from the draft screen. SPEC §7 Order POST adds the shop's prefix and
 * suffix: the current shop is read fresh (a prefix changed a minute ago counts) and
 * handed to the create mapping in meta. Then the new order opens.
 */
import { useCreate, useDataProvider, useNotify, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { getCurrentShopId } from '../../src/lib/currentShop';
import type { Shop } from '../shop/shop.schema';
import { orderShowPath } from './order.paths';
import type { Order } from './order.schema';

/** The gateway names a missing customer on `email` (customer id or e-mail): show it on the customer input. */
export function customerErrorOnPicker<T extends object | undefined>(errors: T): T {
  if (!errors || !('email' in errors) || 'customer_id' in errors) return errors;
  const { email, ...rest } = errors as Record<string, unknown>;
  return { ...rest, customer_id: email } as unknown as T;
}

export function useOrderCreate() {
  const dataProvider = useDataProvider();
  const [create] = useCreate<Order & RaRecord>('orders', undefined, { returnPromise: true });
  const notify = useNotify();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  return async (values: Record<string, unknown>) => {
    try {
      const { data: shop } = await dataProvider.getOne<Shop & RaRecord>('shops', { id: getCurrentShopId() ?? '' });
      const order = (await create('orders', { data: values, meta: { shop } })) as Order & RaRecord;
      notify('resources.orders.draft.created', { type: 'success', messageArgs: { name: order.name } });
      navigate(orderShowPath(order.id));
      return undefined;
    } catch (error) {
      return customerErrorOnPicker(onFailure(error));
    }
  };
}
