/**
 * Orders: SPEC §7 Order calls behind react-admin's CRUD, and the SPEC §2 screens
 * `/orders`, `/orders/{id}` (the detail: react-admin's edit slot, `:id`), `/orders/draft`
 * and `/orders/abandoned` (static paths win over `:id`). Fulfillments (`/orders/fulfillment/...`)
 * and draft orders are declared beside it (fulfillment.resource.ts, draft.resource.ts): the
 * order holds its fulfillments and a fulfillment answers its order, as the gateway's order
 * module serves both. Every screen loads on demand.
 */
import ReceiptIcon from '@mui/icons-material/Receipt';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { withShopAffixes } from './order.draft';
import { orderListQuery } from './order.query';
import { orderScreens } from './order.resource';
import { orderRoutes } from './order.routes';

const OrderList = lazyNamed(() => import('./OrderList'), 'OrderList');
const OrderShow = lazyNamed(() => import('./OrderShow'), 'OrderShow');
const OrderDraftList = lazyNamed(() => import('./OrderDraftList'), 'OrderDraftList');
const OrderDraftCreate = lazyNamed(() => import('./OrderDraftCreate'), 'OrderDraftCreate');
const OrderDraftEdit = lazyNamed(() => import('./OrderDraftEdit'), 'OrderDraftEdit');
const OrderAbandonedList = lazyNamed(() => import('./OrderAbandonedList'), 'OrderAbandonedList');
const OrderAbandonedShow = lazyNamed(() => import('./OrderAbandonedShow'), 'OrderAbandonedShow');

export const orderResource = defineResource({
  name: 'orders',
  idField: '_id',
  crud: {
    getList: {
      route: orderRoutes.list,
      query: orderListQuery,
      read: (answer) => ({
        data: answer.data.orders,
        total: answer.data.total,
        // The status tabs' counts (maintained counters), for useListContext().meta.
        meta: answer.data.status_counts ? { status_counts: answer.data.status_counts } : undefined,
      }),
    },
    getOne: { route: orderRoutes.get },
    // SPEC §7 Order POST adds the shop's prefix and suffix: the caller passes the shop in meta.
    create: { route: orderRoutes.create, body: ({ data, meta }) => withShopAffixes(data, meta?.shop) },
    update: { route: orderRoutes.update },
    deleteMany: { route: orderRoutes.deleteMany },
  },
  i18n: () => import('./order.i18n').then((m) => m.orderMessages),
  uses: ['customers', 'discounts', 'draft_orders', 'fulfillments', 'mails', 'shipping_zones', 'metafield_definitions'],
  list: OrderList,
  edit: OrderShow,
  icon: ReceiptIcon,
  recordRepresentation: 'name',
  menu: { group: 'orders', order: 20 },
  routes: [
    // Issue 9: stored drafts, shown in the draft orders' context (the static 'create' wins over ':id').
    {
      path: orderScreens.patterns.drafts,
      component: OrderDraftList,
      resource: 'draft_orders',
      menu: { label: 'resources.orders.draft.menu', group: 'orders', order: 21, icon: NoteAddIcon },
    },
    { path: orderScreens.patterns.draftCreate, component: OrderDraftCreate, resource: 'draft_orders' },
    { path: orderScreens.patterns.draftEdit, component: OrderDraftEdit, resource: 'draft_orders' },
    {
      path: orderScreens.patterns.abandoned,
      component: OrderAbandonedList,
      menu: { label: 'resources.orders.abandoned.menu', group: 'orders', order: 22, icon: RemoveShoppingCartIcon },
    },
    { path: orderScreens.patterns.abandonedShow, component: OrderAbandonedShow },
  ],
});
