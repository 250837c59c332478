/** /products/collections/create: saved, the collection opens in its edit screen. */
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { collectionEditPath } from './collection.paths';
import { CollectionForm } from './CollectionForm';

export const CollectionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (created: RaRecord) => {
    notify('resources.collections.notifications.created', { type: 'success' });
    redirect(collectionEditPath(created.id));
  };
  return (
    <Create resource="collections" title="resources.collections.page.create" mutationOptions={{ onSuccess }}>
      <CollectionForm mode="create" />
    </Create>
  );
};
