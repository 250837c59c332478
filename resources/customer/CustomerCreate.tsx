/** /customers/create */
import { useTranslate } from 'react-admin';
import { CUSTOMERS_PATH } from './customer.paths';
import { CUSTOMER_DEFAULTS, CustomerForm } from './CustomerForm';
import { useCustomerSave } from './useCustomerSave';

export const CustomerCreate = () => {
  const translate = useTranslate();
  return (
    <CustomerForm onSubmit={useCustomerSave()} defaultValues={CUSTOMER_DEFAULTS}
      heading={translate('resources.customers.page.create')} backTo={CUSTOMERS_PATH} />
  );
};
