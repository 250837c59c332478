/** react-admin's own `/collections…` links land on the SPEC §2 screens under /products. */
import { Navigate, useParams } from 'react-router-dom';
import { COLLECTIONS_PATH, collectionCreatePath, collectionEditPath } from './collection.paths';

export const CollectionListRedirect = () => <Navigate to={COLLECTIONS_PATH} replace />;
export const CollectionCreateRedirect = () => <Navigate to={collectionCreatePath()} replace />;
export const CollectionEditRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={collectionEditPath(id)} replace />;
};
