/**
 * /orders/abandoned: checkouts never completed (the order list with abandoned=true):
 * who, how much, when; search and dates. A row opens the checkout.
 */
import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { orderScreens } from './order.resource';
import { ORDER_DEFAULT_SORT } from './order.query';
import {
  CreatedAtField,
  OrderCustomerField,
  OrderNumberField,
  OrderTotalField,
} from '../../src/components/OrderFields';
import { OrderListBar } from './OrderListBar';
import { useOrderFilters } from './OrderListFilters';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { CountField } from '../../src/components/CountField';

const rowClick = (id: Identifier) => orderScreens.abandonedShow({ id });

export const OrderAbandonedList = () => (
  <List
    storeKey="orders.abandoned"
    filter={{ abandoned: 'true' }}
    sort={ORDER_DEFAULT_SORT}
    perPage={20}
    filters={useOrderFilters('resources.orders.abandoned.search', false)}
    title="resources.orders.abandoned.title"
    actions={false}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    empty={
      <OrderListEmpty title="resources.orders.abandoned.empty_title" hint="resources.orders.abandoned.empty_hint" />
    }
    error={<OrderLoadError />}
  >
    <OrderListBar sort={false} />
    <DataTable rowClick={rowClick} bulkActionButtons={false}>
      <DataTable.Col source="name" label="resources.orders.abandoned.checkout">
        <OrderNumberField />
      </DataTable.Col>
      <DataTable.Col source="created_at" label="resources.orders.fields.date">
        <CreatedAtField />
      </DataTable.Col>
      <DataTable.Col source="customer" label="resources.orders.fields.customer">
        <OrderCustomerField />
      </DataTable.Col>
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="item_count" disableSort align="right">
        <CountField source="item_count" />
      </DataTable.Col>
      <DataTable.Col source="total" align="right">
        <OrderTotalField />
      </DataTable.Col>
    </DataTable>
  </List>
);
