/** /products/edit/:id: the form, plus duplicate and delete (after 'This can't be undone'). */
import { DeleteButton, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { MetafieldsCard } from '../../src/widgets/MetafieldsCard';
import { productScreens } from './product.resource';
import { ProductDuplicateButton } from './ProductDuplicateButton';
import { ProductForm } from './ProductForm';

const ProductEditForm = () => (
  <ProductForm
    mode="edit"
    actions={
      <>
        <ProductDuplicateButton />
        <DeleteButton redirect={productScreens.list} sx={{ ml: 'auto' }} />
      </>
    }
  />
);

/**
 * Saved in place (pessimistic: the form shows what the gateway kept). A 400 lands on the
 * fields, a 409 (another tab saved first) is a toast; either way what was typed stays.
 */
export const ProductEdit = () => {
  const { id = '' } = useParams();
  // Issue 27: the toast offers Undo for its 3 seconds (the version before this save, restored).
  const onSuccess = useUndoSave('products');
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      actions={false}
      sx={{ '& .RaEdit-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <ProductEditForm />
      <MetafieldsCard ownerType="product" ownerId={id} />
      <HistoryCard resource="products" />
    </Edit>
  );
};
