/** The customer's orders (the order list filtered by customer_id), newest first, with paging. */
import { Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { OrderColumns } from '../../src/components/OrderFields';
import { SectionCard } from '../../src/components/SectionCard';

const EmptyOrders = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.customers.detail.no_orders')}
    </Typography>
  );
};

export const CustomerOrders = () => (
  <SectionCard title="resources.customers.detail.orders">
    <ReferenceManyField
      reference="orders"
      target="customer_id"
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      empty={<EmptyOrders />}
    >
      {/* An order's detail is the orders resource's edit screen (/orders/{id}): linked by name, as react-admin does. */}
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <OrderColumns customer={false} sortable={false} />
      </DataTable>
    </ReferenceManyField>
  </SectionCard>
);
