/** /customers/edit/:id (SPEC §2 `/customers/edit`), and `/customers/edit` alone back to the list. */
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../src/components/PageLoading';
import { OrderLoadError } from '../order/OrderLoadError';
import { CUSTOMERS_PATH, customerShowPath } from './customer.paths';
import type { Customer } from './customer.schema';
import { customerFormValues, CustomerForm } from './CustomerForm';
import { useCustomerSave } from './useCustomerSave';

const CustomerEditForm = ({ record }: { record: Customer & RaRecord }) => {
  const translate = useTranslate();
  return (
    <CustomerForm onSubmit={useCustomerSave(record)} defaultValues={customerFormValues(record)}
      heading={translate('resources.customers.page.edit', { name: record.name })} backTo={customerShowPath(record.id)} />
  );
};

export const CustomerEdit = () => {
  const { id = '' } = useParams();
  const { data, isPending, error } = useGetOne<Customer & RaRecord>('customers', { id }, { retry: false });
  if (isPending) return <PageLoading />;
  if (error || !data) return <OrderLoadError message="resources.customers.load_error" />;
  return <CustomerEditForm record={data} />;
};

export const CustomerListRedirect = () => <Navigate to={CUSTOMERS_PATH} replace />;
