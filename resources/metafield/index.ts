/**
 * Metafields (ours: SPEC §2 /setting/metafields, no §7 calls): definitions per resource
 * type on the settings screen; values on the product, collection, customer and order
 * screens through src/components/MetafieldsCard.tsx.
 */
import DataObjectIcon from '@mui/icons-material/DataObject';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { metafieldScreens } from './metafield.resource';
import { metafieldRoutes } from './metafield.routes';

const MetafieldsPage = lazyNamed(() => import('./MetafieldsPage'), 'MetafieldsPage');

export const metafieldResource = defineResource({
  name: 'metafield_definitions',
  idField: '_id',
  crud: {
    getList: {
      route: metafieldRoutes.definitions,
      query: ({ filter }) => (filter?.owner_type ? { owner_type: String(filter.owner_type) } : {}),
      read: (answer) => ({ data: answer.data.definitions, total: answer.data.total }),
    },
    create: { route: metafieldRoutes.createDefinition },
    update: { route: metafieldRoutes.updateDefinition },
    delete: { route: metafieldRoutes.deleteDefinition },
  },
  i18n: () => import('./metafield.i18n').then((m) => m.metafieldMessages),
  icon: DataObjectIcon,
  recordRepresentation: 'name',
  menu: false,
  routes: [
    {
      path: metafieldScreens.list,
      component: MetafieldsPage,
      menu: {
        label: 'resources.metafield_definitions.menu',
        group: 'settings',
        order: 46,
        icon: DataObjectIcon,
        description: 'resources.metafield_definitions.description',
      },
    },
  ],
});
