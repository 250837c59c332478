/**
 * Saving the customer form: create then open the customer, or update (PUT by the e-mail
 * it had) then open it. An address left blank is sent as none. Failures go through
 * useSubmitFailure (fields for a 400, a toast otherwise).
 */
import { useCreate, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { customerShowPath } from './customer.paths';
import type { Customer } from './customer.schema';

/** The schema's output keeps a blank address as all-null parts: send null instead. */
export function customerBody(values: Record<string, unknown>) {
  const address = values.address as Record<string, unknown> | null | undefined;
  const blank = !address || Object.values(address).every((v) => v === null || v === undefined || v === '');
  return { ...values, address: blank ? null : address };
}

export function useCustomerSave(record?: Customer & RaRecord) {
  const [create] = useCreate<Customer & RaRecord>('customers', undefined, { returnPromise: true });
  const [update] = useUpdate<Customer & RaRecord>('customers', undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const notify = useNotify();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  return async (values: Record<string, unknown>) => {
    try {
      const data = customerBody(values);
      const saved = record
        ? await update('customers', { id: record.id, data, previousData: record })
        : await create('customers', { data });
      notify(record ? 'app.message.update_success' : 'resources.customers.notifications.created', { type: 'success' });
      navigate(customerShowPath((saved as RaRecord).id));
      return undefined;
    } catch (error) {
      return onFailure(error);
    }
  };
}
