/** /products/collections/edit/:id: the form, delete (refused while products use it), its products. */
import { DeleteButton, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { COLLECTIONS_PATH } from './collection.paths';
import { CollectionForm } from './CollectionForm';
import { CollectionProducts } from './CollectionProducts';

export const CollectionEdit = () => {
  const { id = '' } = useParams();
  return (
    <Edit resource="collections" id={id} mutationMode="pessimistic" actions={false} redirect={false}>
      <CollectionForm
        mode="edit"
        actions={
          <DeleteButton mutationMode="pessimistic" confirmContent="app.message.delete_confirm" redirect={COLLECTIONS_PATH}
            successMessage="app.message.delete_success" sx={{ ml: 'auto' }} />
        }
      />
      <CollectionProducts />
    </Edit>
  );
};
