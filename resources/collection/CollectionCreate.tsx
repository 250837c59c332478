/** /products/collections/create: saved, the collection opens in its edit screen. */
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { collection } from './collection.resource';
import { CollectionForm } from './CollectionForm';

export const CollectionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (created: RaRecord) => {
    notify('resources.collections.notifications.created', { type: 'success' });
    redirect(collection.screens.edit({ id: created.id }));
  };
  return (
    <Create title="resources.collections.page.create" mutationOptions={{ onSuccess }}>
      <CollectionForm mode="create" />
    </Create>
  );
};
