/** /products/collections/edit/:id: the form, delete (refused while products use it), its products, its history. */
import { DeleteButton, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { MetafieldsCard } from '../../src/widgets/MetafieldsCard';
import { collection } from './collection.resource';
import { CollectionForm } from './CollectionForm';
import { CollectionProducts } from './CollectionProducts';

export const CollectionEdit = () => {
  const { id = '' } = useParams();
  // Issue 27: the toast offers Undo for its 3 seconds; the History panel lists the versions.
  const onSuccess = useUndoSave('collections');
  return (
    <Edit id={id} mutationMode="pessimistic" mutationOptions={{ onSuccess }} actions={false} redirect={false}>
      <CollectionForm mode="edit" actions={<DeleteButton redirect={collection.screens.list} sx={{ ml: 'auto' }} />} />
      <CollectionProducts />
      <MetafieldsCard ownerType="collection" ownerId={id} />
      <HistoryCard resource="collections" />
    </Edit>
  );
};
