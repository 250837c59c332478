/** /products/create */
import { Create } from 'react-admin';
import { ProductForm } from './ProductForm';
import { useProductCreate } from './useProductSave';

const ProductCreateForm = () => {
  const submit = useProductCreate();
  return <ProductForm mode="create" onSubmit={submit} />;
};

export const ProductCreate = () => (
  <Create title="resources.products.page.create" sx={{ '& .RaCreate-card': { bgcolor: 'transparent', boxShadow: 'none' } }}>
    <ProductCreateForm />
  </Create>
);
