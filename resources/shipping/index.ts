/**
 * Shipping zones (SPEC §7 Shipping): /setting/shipping (zones and the quote tester) and
 * /setting/shipping/{action}/{id?} (create, edit/{id}).
 */
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { MAX_ZONES_PER_SHOP } from './shipping.limits';
import { shippingMessages } from './shipping.i18n';
import { SHIPPING_PATH } from './shipping.paths';
import { shippingRoutes } from './shipping.routes';

const ShippingPage = lazyNamed(() => import('./ShippingPage'), 'ShippingPage');
const ShippingEditPage = lazyNamed(() => import('./ShippingEditPage'), 'ShippingEditPage');

export const shippingResource = defineResource({
  name: 'shipping_zones',
  crud: {
    getList: {
      route: shippingRoutes.list,
      query: (p) => ({
        page: p.pagination?.page ?? 1,
        limit: Math.min(p.pagination?.perPage ?? MAX_ZONES_PER_SHOP, MAX_ZONES_PER_SHOP),
      }),
      read: (answer) => ({ data: answer.data.zones, total: answer.data.total }),
    },
    getOne: { route: shippingRoutes.get },
    create: { route: shippingRoutes.create },
    update: { route: shippingRoutes.update },
    delete: { route: shippingRoutes.delete },
  },
  i18n: shippingMessages,
  icon: LocalShippingIcon,
  recordRepresentation: 'name',
  menu: false,
  routes: [
    {
      path: SHIPPING_PATH,
      component: ShippingPage,
      menu: { label: 'resources.shipping_zones.menu', group: 'settings', order: 20, icon: LocalShippingIcon },
    },
    { path: `${SHIPPING_PATH}/:action/:id?`, component: ShippingEditPage },
  ],
});
