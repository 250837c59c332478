/**
 * /customers: search, tag, the SPEC §2 sort options, page sizes; name, e-mail, phone,
 * orders, total spent and since when; bulk tag, untag, export and delete; import and
 * export. A row opens /customers/:id.
 */
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  TextInput,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { CreatedAtField, MoneyText } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { customerScreens } from './customer.resource';
import { CUSTOMER_DEFAULT_SORT } from './customer.query';
import type { Customer } from './customer.schema';
import { CustomerBulkActions } from './CustomerBulkActions';
import { CustomerListActions } from './CustomerListActions';
import { CustomerListEmpty } from './CustomerListEmpty';
import { CountField } from '../../src/components/CountField';

/** react-admin's SearchInput shows its placeholder as given: translated here. */
const useCustomerFilters = () => {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.customers.list.search')} />,
    <TextInput key="tag" source="tag" />,
  ];
};

const TotalSpentField = () => {
  const record = useRecordContext<Customer>();
  return record ? <MoneyText amount={record.total_spent} currency={record.currency} /> : null;
};

const rowClick = (id: Identifier) => customerScreens.show({ id: id });

export const CustomerList = () => (
  <List
    sort={CUSTOMER_DEFAULT_SORT}
    perPage={20}
    filters={useCustomerFilters()}
    actions={<CustomerListActions />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    empty={<CustomerListEmpty />}
    error={<OrderLoadError message="resources.customers.list.load_error" />}
  >
    <DataTable rowClick={rowClick} bulkActionButtons={<CustomerBulkActions />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" disableSort />
      <DataTable.Col source="phone" disableSort />
      <DataTable.Col source="total_orders" align="right">
        <CountField source="total_orders" />
      </DataTable.Col>
      <DataTable.Col source="total_spent" align="right">
        <TotalSpentField />
      </DataTable.Col>
      <DataTable.Col source="created_at">
        <CreatedAtField />
      </DataTable.Col>
    </DataTable>
  </List>
);
