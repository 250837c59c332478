/**
 * Metafields: the definitions' declaration (metafield.resource.ts) with its one screen, a tab per
 * resource type with its definitions and an add form (no screen per definition); the values on
 * the product, collection, customer and order screens are src/widgets/MetafieldsCard.tsx.
 */
import DataObjectIcon from '@mui/icons-material/DataObject';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { metafield } from './metafield.resource';

export const metafieldResource = declaredResource(metafield, {
  icon: DataObjectIcon,
  recordRepresentation: 'name',
  views: { list: lazyNamed(() => import('./MetafieldsPage'), 'MetafieldsPage'), create: false, edit: false },
});
