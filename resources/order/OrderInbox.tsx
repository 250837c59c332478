/**
 * /orders/all (issue 26 item 2): one order inbox over every shop of the merchant, with the
 * order list's tabs, filters, sorts and relative times, a Shop column and a shop filter.
 * Bulk status changes each order in its own shop (PUT /shop/api/orders/status). A row makes
 * its shop current and opens the order there, through /shop/switch like the shop switcher.
 */
import { Typography } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  TopToolbar,
  Pagination,
  TextField,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { OrderColumns } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { SHOP_SWITCH_PATH, type ShopSwitchState } from '../../src/components/shopList';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { inboxRoutes } from './inbox.routes';
import type { InboxOrder } from './inbox.schema';
import { InboxShopInput } from './InboxShopInput';
import { ORDER_DEFAULT_SORT } from './order.query';
import { orderScreens } from './order.resource';
import { OrderBulkStatusButton } from './OrderBulkStatusButton';
import { useOrderFilters } from './OrderListFilters';
import { OrderListBar } from './OrderListBar';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderStatusTabs } from './OrderStatusTabs';

export const OrderInbox = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const filters = [...useOrderFilters(), <InboxShopInput key="shop_id" source="shop_id" alwaysOn />];
  const rowClick = (id: Identifier, _resource: string, record: RaRecord) => {
    const order = record as unknown as InboxOrder;
    const state: ShopSwitchState = { shop: { id: order.shop_id }, to: orderScreens.show({ id }) };
    navigate(SHOP_SWITCH_PATH, { state });
    return false as const;
  };
  return (
    <List
      title="resources.inbox_orders.title"
      sort={ORDER_DEFAULT_SORT}
      perPage={20}
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      empty={<OrderListEmpty title="resources.inbox_orders.empty_title" hint="resources.inbox_orders.empty_hint" />}
      error={<OrderLoadError />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5 }}>
        {translate('resources.inbox_orders.subtitle')}
      </Typography>
      <OrderListBar />
      <OrderStatusTabs />
      <DataTable rowClick={rowClick} bulkActionButtons={<OrderBulkStatusButton route={inboxRoutes.updateStatus} />}>
        <OrderColumns
          afterNumber={
            <DataTable.Col source="shop_name" label="resources.inbox_orders.fields.shop" disableSort>
              <TextField source="shop_name" />
            </DataTable.Col>
          }
        />
      </DataTable>
    </List>
  );
};
