/**
 * /orders/draft: the open draft orders (completed ones become orders and leave): the draft,
 * its customer, total and when it was last saved; search; a row opens the draft; the drafts
 * selected are deleted after SPEC §8's "This can't be undone".
 */
import AddIcon from '@mui/icons-material/Add';
import {
  BulkDeleteButton,
  Button,
  DataTable,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import type { DraftSummary } from './draft.schema';
import { orderScreens } from './order.resource';
import { OrderTotalField, RelativeTime } from '../../src/components/OrderFields';
import { OrderListEmpty } from './OrderListEmpty';
import { OrderLoadError } from '../../src/components/OrderLoadError';

const rowClick = (id: Identifier) => orderScreens.draftEdit({ id });

const CustomerField = () => {
  const translate = useTranslate();
  const record = useRecordContext<DraftSummary>();
  if (!record) return null;
  return <span>{record.customer?.name || record.email || translate('resources.draft_orders.list.no_customer')}</span>;
};

const UpdatedField = () => <RelativeTime at={useRecordContext<DraftSummary>()?.updated_at} />;

const Actions = () => {
  const navigate = useNavigate();
  return (
    <TopToolbar>
      <Button
        label="resources.draft_orders.list.create"
        onClick={() => navigate(orderScreens.draftCreate())}
        variant="contained"
      >
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

export const OrderDraftList = () => {
  const translate = useTranslate();
  return (
    <List
      storeKey="orders.drafts"
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={20}
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.draft_orders.list.search')} />,
      ]}
      title="resources.draft_orders.list.title"
      actions={<Actions />}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      empty={
        <OrderListEmpty title="resources.draft_orders.list.empty_title" hint="resources.draft_orders.list.empty_hint" />
      }
      error={<OrderLoadError message="resources.draft_orders.list.load_error" />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={<BulkDeleteButton />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="customer" disableSort>
          <CustomerField />
        </DataTable.Col>
        <DataTable.Col source="total" align="right">
          <OrderTotalField />
        </DataTable.Col>
        <DataTable.Col source="updated_at">
          <UpdatedField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
