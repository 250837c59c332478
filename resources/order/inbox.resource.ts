/**
 * The order inbox across the merchant's shops (issue 26 item 2) as react-admin's
 * `inbox_orders`: its list call, and its screen `/orders/all` (in the orders menu; the shop
 * switcher and the overview link to it). Static `/orders/all` wins over the orders' `:id`.
 */
import AllInboxIcon from '@mui/icons-material/AllInbox';
import type { GetListParams } from 'ra-core';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { INBOX_PATH } from '../../src/components/shopList';
import { inboxRoutes } from './inbox.routes';
import { orderListQuery } from './order.query';

const OrderInbox = lazyNamed(() => import('./OrderInbox'), 'OrderInbox');

/** The order list's query (no customer or abandoned filter here), and the shop filter. */
export function inboxListQuery(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const { customer_id: _customer, abandoned: _abandoned, ...query } = orderListQuery(params);
  const shop = params.filter?.shop_id ? String(params.filter.shop_id).trim() : '';
  return shop ? { ...query, shop_id: shop } : query;
}

export const inboxResource = defineResource({
  name: 'inbox_orders',
  idField: '_id',
  crud: {
    getList: {
      route: inboxRoutes.list,
      query: inboxListQuery,
      read: (answer) => ({
        data: answer.data.orders,
        total: answer.data.total,
        // The status tabs' counts over the shops (status counters), for useListContext().meta.
        meta: { status_counts: answer.data.status_counts },
      }),
    },
  },
  i18n: () => import('./inbox.i18n').then((m) => m.inboxMessages),
  uses: ['orders'],
  menu: false,
  routes: [
    {
      path: INBOX_PATH,
      component: OrderInbox,
      menu: { label: 'resources.inbox_orders.menu', group: 'orders', order: 23, icon: AllInboxIcon },
    },
  ],
});
