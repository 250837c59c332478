/** /products/collections/edit/:id: the form, delete (refused while products use it), its products. */
import { DeleteButton, Edit, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { MetafieldsCard } from '../../src/widgets/MetafieldsCard';
import { collection } from './collection.resource';
import { CollectionForm } from './CollectionForm';
import { CollectionProducts } from './CollectionProducts';

export const CollectionEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const onSuccess = () => notify('app.message.update_success', { type: 'success' });
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={{ onSuccess }} actions={false} redirect={false}>
      <CollectionForm mode="edit" actions={<DeleteButton redirect={collection.screens.list} sx={{ ml: 'auto' }} />} />
      <CollectionProducts />
      <MetafieldsCard ownerType="collection" ownerId={id} />
    </Edit>
  );
};
