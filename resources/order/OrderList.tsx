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
import {
  CreatedAtField,
  OrderCustomerField,
  OrderNumberField,
  OrderStatusField,
  OrderTotalField,
  PaymentStatusField,
} from '../../src/components/OrderFields';
import { useOrderFilters } from './OrderListFilters';
import { OrderListBar } from './OrderListBar';
import { OrderListActions } from './OrderListActions';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { OrderStatusTabs } from './OrderStatusTabs';
import { CountField } from '../../src/components/CountField';

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
      <DataTable.Col source="name" label="resources.orders.fields.number">
        <OrderNumberField />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="resources.orders.fields.date">
        <CreatedAtField />
      </DataTable.Col>
      <DataTable.Col source="customer" label="resources.orders.fields.customer">
        <OrderCustomerField />
      </DataTable.Col>
      <DataTable.Col source="item_count" disableSort align="right">
        <CountField source="item_count" />
      </DataTable.Col>
      <DataTable.Col source="total" align="right">
        <OrderTotalField />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <OrderStatusField />
      </DataTable.Col>
      <DataTable.Col source="payment_status" disableSort>
        <PaymentStatusField />
      </DataTable.Col>
    </DataTable>
  </List>
);
