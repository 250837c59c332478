/**
 * `/discounts/boost-sell` (every offer) and `/apps/{boost_sell}` (one kind or type): name,
 * type, kind, status (active, inactive, draft), discount; status filter, search, bulk delete.
 */
import AddIcon from '@mui/icons-material/Add';
import { Chip } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  DataTable,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { formatMoney } from '../../core/money';
import { useShopMoney } from '../../src/components/useShopMoney';
import { isBoostSellSlug, offerScreensOf, slugFilter } from './offer.resource';
import type { Offer } from './offer.schema';

const STATUS_COLORS = { active: 'success', inactive: 'default', draft: 'warning' } as const;
const statusChoices = ['active', 'inactive', 'draft'].map((id) => ({
  id,
  name: `resources.offers.choices.status.${id}`,
}));
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

export const OfferList = () => {
  const translate = useTranslate();
  const { boost_sell } = useParams();
  const slug = isBoostSellSlug(boost_sell) ? boost_sell : undefined;
  const { currency, locale } = useShopMoney();
  const title = slug ? `resources.offers.apps.kinds.${slug}.title` : 'resources.offers.page.list';
  return (
    <List
      key={slug ?? 'all'}
      storeKey={`offers.${slug ?? 'all'}`}
      filter={slugFilter(slug)}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={20}
      filters={filters}
      title={title}
      actions={
        <TopToolbar>
          <Button component={Link} to={offerScreensOf(slug).create} label="resources.offers.page.create">
            <AddIcon />
          </Button>
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      empty={false}
    >
      <DataTable rowClick={offerScreensOf(slug).edit} bulkActionButtons={<BulkDeleteButton />}>
        <DataTable.Col source="name" />
        <DataTable.Col source="type" disableSort>
          <FunctionField<Offer> render={(r) => translate(`resources.offers.choices.type.${r.type}`)} />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <FunctionField<Offer> render={(r) => translate(`resources.offers.choices.kind.${r.kind}`)} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <FunctionField<Offer>
            render={(r) => (
              <Chip
                size="small"
                color={STATUS_COLORS[r.status]}
                label={translate(`resources.offers.choices.status.${r.status}`)}
              />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="discount_value" disableSort>
          <FunctionField<Offer>
            render={(r) =>
              r.discount_type === 'percent' ? `${r.discount_value}%` : formatMoney(r.discount_value, currency, locale)
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
