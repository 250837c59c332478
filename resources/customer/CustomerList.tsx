/**
 * /customers: search, tag, the SPEC §2 sort options, page sizes; the declared columns (name,
 * e-mail, phone, orders, total spent) and since when; bulk tag, untag, export and delete;
 * import and export. A row opens the customer's page.
 */
import type { ReactNode } from 'react';
import type { Fields } from '../../core/fields';
import { DataTable, List, Pagination, SearchInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { CreatedAtField, MoneyText } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { CountField } from '../../src/components/CountField';
import { DeclaredCell } from '../../src/components/declared/DeclaredCell';
import { declaredFilters } from '../../src/components/declared/declaredFilters';
import { customer, customerScreens } from './customer.resource';
import type { Customer } from './customer.schema';
import { CustomerBulkActions } from './CustomerBulkActions';
import { CustomerListActions } from './CustomerListActions';
import { CustomerListEmpty } from './CustomerListEmpty';

const TotalSpentField = () => {
  const record = useRecordContext<Customer>();
  return record ? <MoneyText amount={record.total_spent} currency={record.currency} /> : null;
};

/** Cells other than the declared field's own: a count, and money in the customer's answered currency. */
const CELLS: Partial<Record<string, ReactNode>> = {
  total_orders: <CountField source="total_orders" />,
  total_spent: <TotalSpentField />,
};
const RIGHT = new Set(['number', 'money']);

const columns = Object.entries(customer.fields as Fields).filter(([, f]) => f.column);
const rowClick = (id: Identifier) => customerScreens.show({ id });

export const CustomerList = () => {
  const translate = useTranslate();
  // react-admin's SearchInput shows its placeholder as given: translated here.
  const filters = declaredFilters(
    customer,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.customers.list.search')} />,
  );
  return (
    <List
      sort={customer.list.sort}
      perPage={customer.list.perPage}
      filters={filters}
      actions={<CustomerListActions />}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      empty={<CustomerListEmpty />}
      error={<OrderLoadError message="resources.customers.list.load_error" />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={<CustomerBulkActions />}>
        {columns.map(([source, field]) => (
          <DataTable.Col
            key={source}
            source={source}
            disableSort={!field.sortable}
            align={RIGHT.has(field.kind) ? 'right' : undefined}
          >
            {CELLS[source] ?? <DeclaredCell source={source} field={field} />}
          </DataTable.Col>
        ))}
        <DataTable.Col source="created_at">
          <CreatedAtField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
