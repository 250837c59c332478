/** /products/edit/:id: the form, plus duplicate and delete (after 'This can't be undone'). */
import { DeleteButton, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PRODUCTS_PATH } from './product.paths';
import { ProductDuplicateButton } from './ProductDuplicateButton';
import { ProductForm } from './ProductForm';
import { useProductUpdate } from './useProductSave';

const ProductEditForm = () => {
  const submit = useProductUpdate();
  return (
    <ProductForm
      mode="edit"
      onSubmit={submit}
      actions={
        <>
          <ProductDuplicateButton />
          <DeleteButton
            mutationMode="pessimistic"
            confirmContent="app.message.delete_confirm"
            redirect={PRODUCTS_PATH}
            successMessage="app.message.delete_success"
            sx={{ ml: 'auto' }}
          />
        </>
      }
    />
  );
};

export const ProductEdit = () => {
  const { id = '' } = useParams();
  return (
    <Edit id={id} resource="products" mutationMode="pessimistic" actions={false}
      sx={{ '& .RaEdit-card': { bgcolor: 'transparent', boxShadow: 'none' } }}>
      <ProductEditForm />
    </Edit>
  );
};
