/** react-admin links a record to `/products/:id`; SPEC §2 names the screen `/products/edit/:id`. */
import { Navigate, useParams } from 'react-router-dom';
import { productEditPath } from './product.paths';

export const ProductEditRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={productEditPath(id)} replace />;
};
