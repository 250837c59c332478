/** /products/collections/create */
import { Create } from 'react-admin';
import { CollectionForm } from './CollectionForm';

export const CollectionCreate = () => (
  <Create resource="collections" title="resources.collections.page.create">
    <CollectionForm mode="create" />
  </Create>
);
