/** /customers/create: react-admin's Create; saved, the customer opens. */
import { Create, useNotify, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { customerScreens } from './customer.resource';
import { customerBody, CustomerForm, customerFormValues } from './CustomerForm';

/** A new customer: the declared fields' start values. */
const start = customerFormValues();

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
        defaultValues={start}
        heading={translate('resources.customers.page.create')}
        backTo={customerScreens.list}
      />
    </Create>
  );
};
