/** /setting/general and /setting/location: the current shop's details and address (PUT /shop/api/{id}). */
import PlaceIcon from '@mui/icons-material/Place';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const GeneralPage = lazyNamed(() => import('./GeneralPage'), 'GeneralPage');
const LocationPage = lazyNamed(() => import('./LocationPage'), 'LocationPage');

export const generalResource = defineResource({
  name: 'general',
  crud: {},
  i18n: () => import('./general.i18n').then((m) => m.generalMessages),
  menu: false,
  routes: [
    {
      path: '/setting/general',
      component: GeneralPage,
      menu: { label: 'resources.general.menu', group: 'settings', order: 10, icon: StorefrontIcon },
    },
    {
      path: '/setting/location',
      component: LocationPage,
      menu: { label: 'resources.general.location_menu', group: 'settings', order: 12, icon: PlaceIcon },
    },
  ],
});
