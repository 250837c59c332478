/** /customers/edit/:id (SPEC §2 `/customers/edit`), and `/customers/edit` alone back to the list. */
import { Edit, useRecordContext, useRedirect, useTranslate, type RaRecord } from 'react-admin';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { MetafieldsCard } from '../../src/widgets/MetafieldsCard';
import { Navigate, useParams } from 'react-router-dom';
import { customerScreens } from './customer.resource';
import type { Customer } from './customer.schema';
import { customerBody, customerFormValues, CustomerForm } from './CustomerForm';

const CustomerEditForm = () => {
  const translate = useTranslate();
  const record = useRecordContext<Customer & RaRecord>();
  if (!record) return null;
  return (
    <CustomerForm
      defaultValues={customerFormValues(record)}
      heading={translate('resources.customers.page.edit', { name: record.name })}
      backTo={customerScreens.show({ id: record.id })}
    />
  );
};

/** Pessimistic: a 400 lands on the fields, a 409 (saved elsewhere first) is a toast; what was typed stays. */
export const CustomerEdit = () => {
  const { id = '' } = useParams();
  const redirect = useRedirect();
  // Issue 27: the toast offers Undo for its 3 seconds, on the customer's page the save leads to.
  const onSuccess = useUndoSave('customers', { after: (saved) => redirect(customerScreens.show({ id: saved.id })) });
  return (
    <Edit
      id={id}

      title={false}
      actions={false}
      mutationMode="pessimistic"
      transform={customerBody}
      mutationOptions={{ onSuccess }}
      sx={{ '& .RaEdit-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <CustomerEditForm />
      <MetafieldsCard ownerType="customer" ownerId={id} />
      <HistoryCard resource="customers" />
    </Edit>
  );
};

export const CustomerListRedirect = () => <Navigate to={customerScreens.list} replace />;
