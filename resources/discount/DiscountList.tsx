/**
 * /discounts/code and /discounts/automatic: the two tabs over one list (title, status,
 * value, usage, dates), search, active filter, sort, paging and bulk delete.
 */
import { Tab, Tabs } from '@mui/material';
import {
  BooleanInput,
  BulkDeleteButton,
  Button,
  DataTable,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  Title,
  useTranslate,
  type Identifier,
} from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { discountScreens, type DiscountTab } from './discount.resource';
import type { Discount } from './discount.schema';
import { DiscountStatusChip } from './DiscountStatusChip';
import { DiscountValueField } from './DiscountValueField';
import { shortDate } from './shortDate';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="active"
    source="active"
    label="resources.discounts.fields.active"
    parse={(v) => (v ? 'true' : undefined)}
  />,
];

const Actions = ({ tab }: { tab: DiscountTab }) => (
  <TopToolbar>
    <Button
      component={Link}
      to={discountScreens.create({ query: { kind: tab } })}
      label={`resources.discounts.page.create_${tab}`}
    >
      <AddIcon />
    </Button>
  </TopToolbar>
);

export const DiscountList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const tab: DiscountTab = useLocation().pathname.endsWith('/automatic') ? 'automatic' : 'code';
  return (
    <>
      <Title title="resources.discounts.menu" />
      <Tabs value={tab} onChange={(_e, v: DiscountTab) => navigate(discountScreens[v]())} sx={{ mt: 1 }}>
        <Tab value="code" label={translate('resources.discounts.tabs.code')} />
        <Tab value="automatic" label={translate('resources.discounts.tabs.automatic')} />
      </Tabs>
      <List
        key={tab}
        filter={{ kind: tab }}
        storeKey={`discounts.${tab}`}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={20}
        filters={filters}
        actions={<Actions tab={tab} />}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
        title={false}
        empty={false}
      >
        <DataTable rowClick={(id: Identifier) => discountScreens.edit({ id })} bulkActionButtons={<BulkDeleteButton />}>
          <DataTable.Col source="title" />
          <DataTable.Col source="status" disableSort>
            <DiscountStatusChip />
          </DataTable.Col>
          <DataTable.Col source="value" disableSort>
            <DiscountValueField />
          </DataTable.Col>
          <DataTable.Col source="times_used">
            <FunctionField<Discount>
              render={(r) =>
                r.usage_limit === null
                  ? translate('resources.discounts.usage', { smart_count: r.times_used })
                  : translate('resources.discounts.usage_of', { n: r.times_used, limit: r.usage_limit })
              }
            />
          </DataTable.Col>
          <DataTable.Col source="starts_at">
            <FunctionField<Discount> render={(r) => shortDate(r.starts_at ?? r.created_at)} />
          </DataTable.Col>
          <DataTable.Col source="ends_at">
            <FunctionField<Discount>
              render={(r) => (r.ends_at ? shortDate(r.ends_at) : translate('resources.discounts.no_end'))}
            />
          </DataTable.Col>
        </DataTable>
      </List>
    </>
  );
};
