/**
 * Boost-sell offers (SPEC §7 Cross-sale) and the apps area: `/discounts/boost-sell` (all
 * offers), `/discounts/boost-sell/{id}` (`create` for a new one), `/apps` (the boost-sell
 * kinds as cards), `/apps/{boost_sell}` and `/apps/{boost_sell}/{action}/{id?}` (offer.resource.ts).
 */
import AppsIcon from '@mui/icons-material/Apps';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { offerScreens } from './offer.resource';
import { offerRoutes } from './offer.routes';

const OfferList = lazyNamed(() => import('./OfferList'), 'OfferList');
const OfferCreate = lazyNamed(() => import('./OfferCreate'), 'OfferCreate');
const OfferEdit = lazyNamed(() => import('./OfferEdit'), 'OfferEdit');
const AppsPage = lazyNamed(() => import('./AppsPage'), 'AppsPage');

export const offerResource = defineResource({
  name: 'offers',
  idField: '_id',
  crud: {
    getList: {
      route: offerRoutes.list,
      read: (answer) => ({ data: answer.data.cross_sales, total: answer.data.total }),
    },
    getOne: { route: offerRoutes.get },
    create: { route: offerRoutes.create },
    // SPEC §7 quirk: the PUT body includes id (shop_id is added by the route's addShopId).
    update: {
      route: offerRoutes.update,
      body: ({ id, data, previousData }) => ({ ...data, id, version: data?.version ?? previousData?.version }),
    },
    deleteMany: { route: offerRoutes.deleteMany },
  },
  i18n: () => import('./offer.i18n').then((m) => m.offerMessages),
  uses: ['private-apps'],
  icon: TrendingUpIcon,
  recordRepresentation: 'name',
  menu: false,
  routes: [
    {
      path: offerScreens.list,
      component: OfferList,
      menu: { label: 'resources.offers.menu', group: 'discounts', order: 51, icon: TrendingUpIcon },
    },
    { path: offerScreens.patterns.create, component: OfferCreate },
    { path: offerScreens.patterns.edit, component: OfferEdit },
    {
      path: offerScreens.patterns.apps,
      component: AppsPage,
      menu: { label: 'resources.offers.apps_menu', group: 'apps', order: 60, icon: AppsIcon },
    },
    { path: offerScreens.patterns.kind, component: OfferList },
    { path: offerScreens.patterns.kindCreate, component: OfferCreate },
    { path: offerScreens.patterns.kindEdit, component: OfferEdit },
  ],
});
