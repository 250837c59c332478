/** react-admin links a record to `/products/:id`; SPEC §2 names the screen `/products/edit/:id`. */
import { Navigate, useParams } from 'react-router-dom';
import { productScreens } from './product.resource';

export const ProductEditRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={productScreens.edit({ id })} replace />;
};
