/**
 * Fulfillments of an order (SPEC §7 Order › Fulfillment). Every call names the order and
 * the fulfillment, so the order id travels in `meta.order_id` (or the record's
 * `order_id`). The screens (SPEC §2 `/orders/fulfillment/{action?}/{id?}`) are declared
 * once here: create takes the order id; edit the fulfillment id, with its order in `?order=`.
 */
import { screens } from '../../core/screens';
import { defineResource, type Body } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { fulfillmentRoutes } from './fulfillment.routes';

export const fulfillmentScreens = screens('/orders/fulfillment', { create: 'create/:order', edit: 'edit/:id' });

const FulfillmentCreate = lazyNamed(() => import('./FulfillmentCreate'), 'FulfillmentCreate');
const FulfillmentEdit = lazyNamed(() => import('./FulfillmentEdit'), 'FulfillmentEdit');

const orderOf = (p: { meta?: Body; data?: Body; previousData?: Body }): string =>
  String(p.meta?.order_id ?? p.previousData?.order_id ?? p.data?.order_id ?? '');

/** The body is the fulfillment itself; its order is in the path. */
const withoutOrder = ({ order_id: _orderId, ...data }: Body) => data;

export const fulfillmentResource = defineResource({
  name: 'fulfillments',
  idField: '_id',
  crud: {
    getOne: { route: fulfillmentRoutes.get, params: (p) => ({ order_id: orderOf(p), fulfill_id: String(p.id) }) },
    create: {
      route: fulfillmentRoutes.create,
      params: (p) => ({ order_id: orderOf(p) }),
      body: ({ data }) => withoutOrder(data),
      read: (answer) => answer.data.fulfillment,
    },
    update: {
      route: fulfillmentRoutes.update,
      params: (p) => ({ order_id: orderOf(p), fulfill_id: String(p.id) }),
      body: ({ data }) => withoutOrder(data),
      read: (answer) => answer.data.fulfillment,
    },
    delete: { route: fulfillmentRoutes.delete, params: (p) => ({ order_id: orderOf(p), fulfill_id: String(p.id) }) },
  },
  i18n: () => import('./fulfillment.i18n').then((m) => m.fulfillmentMessages),
  uses: ['orders'],
  menu: false,
  routes: [
    { path: fulfillmentScreens.patterns.create, component: FulfillmentCreate },
    { path: fulfillmentScreens.patterns.edit, component: FulfillmentEdit },
  ],
});
