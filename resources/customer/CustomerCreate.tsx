/** /customers/create: react-admin's Create; saved, the customer opens. */
import { Create, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { customerScreens } from './customer.resource';
import { CUSTOMER_DEFAULTS, customerBody, CustomerForm } from './CustomerForm';

export const CustomerCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (created: RaRecord) => {
    notify('resources.customers.notifications.created', { type: 'success' });
    redirect(customerScreens.show({ id: created.id }));
  };
  return (
    <Create
      title={false}
      transform={customerBody}
      mutationOptions={{ onSuccess }}
      sx={{ '& .RaCreate-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <CustomerForm
        defaultValues={CUSTOMER_DEFAULTS}
        heading={translate('resources.customers.page.create')}
        backTo={customerScreens.list}
      />
    </Create>
  );
};
