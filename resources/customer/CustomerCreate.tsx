/** /customers/create */
import { Title } from 'react-admin';
import { CUSTOMER_DEFAULTS, CustomerForm } from './CustomerForm';
import { useCustomerSave } from './useCustomerSave';

export const CustomerCreate = () => (
  <>
    <Title title="resources.customers.page.create" />
    <CustomerForm onSubmit={useCustomerSave()} defaultValues={CUSTOMER_DEFAULTS} />
  </>
);
