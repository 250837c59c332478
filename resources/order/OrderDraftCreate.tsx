/** /orders/draft/create: a new draft order; once saved (and priced by the gateway) it opens as a saved draft. */
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { orderScreens } from './order.resource';
import { OrderDraftForm } from './OrderDraftForm';

export const OrderDraftCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (created: RaRecord) => {
    notify('resources.draft_orders.editor.saved', { type: 'success', messageArgs: { name: created.name } });
    redirect(orderScreens.draftEdit({ id: created.id }));
  };
  return (
    <Create title="resources.draft_orders.editor.title_new" mutationOptions={{ onSuccess }} sx={{ py: 2 }}>
      <OrderDraftForm isNew />
    </Create>
  );
};
