/**
 * Saving the product form: create then open its edit screen, or update in place.
 * Failures go through useSubmitFailure (fields for a 400, a toast otherwise).
 */
import { useCreate, useNotify, useRecordContext, useUpdate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { productEditPath } from './product.paths';

export function useProductCreate() {
  const [create] = useCreate<RaRecord>('products', undefined, { returnPromise: true });
  const notify = useNotify();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  return async (values: Record<string, unknown>) => {
    try {
      const created = await create('products', { data: values });
      notify('resources.products.notifications.created', { type: 'success' });
      navigate(productEditPath((created as RaRecord).id));
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };
}

export function useProductUpdate() {
  const record = useRecordContext();
  const [update] = useUpdate<RaRecord>('products', undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const notify = useNotify();
  const onFailure = useSubmitFailure();
  return async (values: Record<string, unknown>) => {
    try {
      await update('products', { id: record?.id, data: values, previousData: record });
      notify('app.message.update_success', { type: 'success' });
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };
}
