/** Collections: the declaration (collection.resource.ts) mounted with its bespoke screens (a tree, a collection's products). */
import CategoryIcon from '@mui/icons-material/Category';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { collection } from './collection.resource';

export const collectionResource = declaredResource(collection, {
  icon: CategoryIcon,
  recordRepresentation: 'title',
  // react-admin's own `/collections…` links (reference fields, create buttons) land under /products.
  redirects: true,
  views: {
    list: lazyNamed(() => import('./CollectionList'), 'CollectionList'),
    create: lazyNamed(() => import('./CollectionCreate'), 'CollectionCreate'),
    edit: lazyNamed(() => import('./CollectionEdit'), 'CollectionEdit'),
  },
});
