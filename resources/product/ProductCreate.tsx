/** /products/create: react-admin's Create; saved, the product opens in its edit screen. */
import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { productScreens } from './product.resource';
import { ProductForm } from './ProductForm';

export const ProductCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (created: RaRecord) => {
    notify('resources.products.notifications.created', { type: 'success' });
    redirect(productScreens.edit({ id: created.id }));
  };
  return (
    <Create
      title="resources.products.page.create"
      mutationOptions={{ onSuccess }}
      sx={{ '& .RaCreate-card': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <ProductForm mode="create" />
    </Create>
  );
};
