/** The customer's orders (the order list filtered by customer_id), newest first, with paging. */
import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useTranslate, type Identifier } from 'react-admin';
import { orderScreens } from '../order/order.resource';
import {
  CreatedAtField,
  OrderNumberField,
  OrderStatusField,
  OrderTotalField,
  PaymentStatusField,
} from '../order/OrderFields';
import { OrderSection } from '../order/OrderSection';
import { CountField } from '../../src/components/CountField';

const rowClick = (id: Identifier) => orderScreens.show({ id });

const EmptyOrders = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.customers.detail.no_orders')}
    </Typography>
  );
};

export const CustomerOrders = () => (
  <OrderSection title="resources.customers.detail.orders">
    <ReferenceManyField
      reference="orders"
      target="customer_id"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      empty={<EmptyOrders />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        <DataTable.Col source="name" label="resources.orders.fields.number" disableSort>
          <OrderNumberField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.orders.fields.date" disableSort>
          <CreatedAtField />
        </DataTable.Col>
        <DataTable.Col source="item_count" label="resources.orders.fields.item_count" disableSort align="right">
          <CountField source="item_count" />
        </DataTable.Col>
        <DataTable.Col source="total" label="resources.orders.fields.total" align="right" disableSort>
          <OrderTotalField />
        </DataTable.Col>
        <DataTable.Col source="status" label="resources.orders.fields.status" disableSort>
          <OrderStatusField />
        </DataTable.Col>
        <DataTable.Col source="payment_status" label="resources.orders.fields.payment_status" disableSort>
          <PaymentStatusField />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  </OrderSection>
);
