/** /setting/subfee: the shop's surcharges (what they apply to, first and next item), search and bulk delete. */
import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  DataTable,
  FunctionField,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../core/money';
import { useShopMoney } from '../../src/components/useShopMoney';
import { subfeeCreatePath, subfeeEditPath } from './subfee.paths';
import type { Subfee } from './subfee.schema';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Actions = () => (
  <TopToolbar>
    <Button component={Link} to={subfeeCreatePath()} label="resources.subfees.page.create">
      <AddIcon />
    </Button>
  </TopToolbar>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <>
      <Actions />
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('resources.subfees.empty')}
      </Typography>
    </>
  );
};

export const SubfeeList = () => {
  const translate = useTranslate();
  const { currency, locale } = useShopMoney();
  const money = (v: number) => formatMoney(v, currency, locale);
  const targets = (s: Subfee) =>
    s.applies_to === 'countries'
      ? s.country_codes.join(', ')
      : translate('resources.subfees.targets', {
          smart_count: s.applies_to === 'products' ? s.product_ids.length : s.collection_ids.length,
        });
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mt: 2 }}>
        {translate('resources.subfees.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.subfees.help')}
      </Typography>
      <List
        resource="subfees"
        title="resources.subfees.title"
        actions={<Actions />}
        empty={<Empty />}
        filters={filters}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={50}
        disableSyncWithLocation
      >
        <DataTable
          rowClick={(id: Identifier) => subfeeEditPath(id)}
          bulkActionButtons={
            <BulkDeleteButton
              mutationMode="pessimistic"
              confirmContent="app.message.delete_confirm"
              successMessage="app.message.delete_success"
            />
          }
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="applies_to">
            <FunctionField<Subfee>
              render={(s) => `${translate(`resources.subfees.choices.applies_to.${s.applies_to}`)}: ${targets(s)}`}
            />
          </DataTable.Col>
          <DataTable.Col source="first_item">
            <FunctionField<Subfee> render={(s) => money(s.first_item)} />
          </DataTable.Col>
          <DataTable.Col source="next_item">
            <FunctionField<Subfee> render={(s) => money(s.next_item)} />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};
