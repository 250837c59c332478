/** /products/collections/edit/:id: the form, delete (refused while products use it), its products. */
import { DeleteButton, Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MetafieldsCard } from '../../src/components/MetafieldsCard';
import { COLLECTIONS_PATH } from './collection.paths';
import { CollectionForm } from './CollectionForm';
import { CollectionProducts } from './CollectionProducts';

export const CollectionEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const onSuccess = () => notify('app.message.update_success', { type: 'success' });
  return (
    <Edit
      resource="collections"
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      actions={false}
      redirect={false}
    >
      <CollectionForm mode="edit" actions={<DeleteButton redirect={COLLECTIONS_PATH} sx={{ ml: 'auto' }} />} />
      <CollectionProducts />
      <MetafieldsCard ownerType="collection" ownerId={id} />
    </Edit>
  );
};
