/**
 * /orders: status tabs, payment status, search, the SPEC §9 date shortcuts, sort and page
 * sizes; number with prefix/suffix, customer, items, total, status chips and relative
 * date; bulk status and delete; export. A row opens /orders/:id.
 */
import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { orderScreens } from './order.resource';
import { ORDER_DEFAULT_SORT } from './order.query';
import { OrderBulkActions } from './OrderBulkActions';
import { OrderColumns } from '../../src/components/OrderFields';
import { useOrderFilters } from './OrderListFilters';
import { OrderListBar } from './OrderListBar';
import { OrderListActions } from './OrderListActions';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { OrderStatusTabs } from './OrderStatusTabs';

const rowClick = (id: Identifier) => orderScreens.show({ id });

export const OrderList = () => (
  <List
    sort={ORDER_DEFAULT_SORT}
    perPage={20}
    filters={useOrderFilters()}
    actions={<OrderListActions />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    empty={<OrderListEmpty />}
    error={<OrderLoadError />}
  >
    <OrderListBar />
    <OrderStatusTabs />
    <DataTable rowClick={rowClick} bulkActionButtons={<OrderBulkActions />}>
      <OrderColumns />
    </DataTable>
  </List>
);
