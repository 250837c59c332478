/** Create, change or delete a fulfillment, then back to its order (read again: status and timeline follow). */
import { useCreate, useDelete, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formErrors } from '../../dataProvider/http';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { orderScreens } from './order.resource';
import { fulfillmentBody, toFormPaths, type FulfillmentFormValues } from './fulfillment.form';
import type { Fulfillment } from './fulfillment.schema';

export function useFulfillmentSave(orderId: string, existing?: Fulfillment & RaRecord) {
  const [create] = useCreate<RaRecord>('fulfillments', undefined, { returnPromise: true });
  const [update] = useUpdate<RaRecord>('fulfillments', undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [remove, { isPending: deleting }] = useDelete<Fulfillment & RaRecord>('fulfillments', undefined, {
    mutationMode: 'pessimistic',
  });
  const notify = useNotify();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  const back = () => navigate(orderScreens.show({ id: orderId }));

  const save = async (values: FulfillmentFormValues) => {
    const data = fulfillmentBody(values);
    try {
      if (existing)
        await update('fulfillments', { id: existing.id, data, previousData: existing, meta: { order_id: orderId } });
      else await create('fulfillments', { data, meta: { order_id: orderId } });
      notify(existing ? 'app.message.update_success' : 'resources.fulfillments.created', { type: 'success' });
      back();
      return undefined;
    } catch (error) {
      // The body's `items.<k>` are the form's `lines.<row>`: re-pathed from the gateway's flat errors.
      const failure = error as { status?: number; message?: string; body?: { fieldErrors?: Record<string, unknown> } };
      const flat = failure.status === 400 ? failure.body?.fieldErrors : undefined;
      if (flat) return formErrors(toFormPaths(flat, values.lines), failure.message || 'app.validation.check_fields');
      return onFailure(error);
    }
  };

  const destroy = () => {
    if (!existing) return;
    remove(
      'fulfillments',
      { id: existing.id, previousData: existing, meta: { order_id: orderId } },
      {
        onSuccess: () => {
          notify('app.message.delete_success', { type: 'success' });
          back();
        },
        onError: (error) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  };

  return { save, destroy, deleting };
}
