/** /online-store/pages: title, status, tags, last update; search, status and tag filters; bulk delete. */
import { Chip, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { pageScreens } from './page.resource';
import { pageRoutes } from './page.routes';
import { PAGE_STATUSES, type Page } from './page.schema';

const StatusChip = () => {
  const translate = useTranslate();
  const page = useRecordContext<Page & { id: string }>();
  if (!page) return null;
  return (
    <Chip
      size="small"
      color={page.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.pages.status.${page.status}`)}
    />
  );
};

const Tags = () => {
  const page = useRecordContext<Page & { id: string }>();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {page?.tags.map((t) => (
        <Chip key={t} size="small" variant="outlined" label={t} />
      ))}
    </Stack>
  );
};

const useFilters = () => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data: tags = [] } = useQuery({
    queryKey: ['pages', 'tags', getCurrentShopId()],
    queryFn: ({ signal }) => dataProvider.call(pageRoutes.tags, { signal }).then((a) => a.data.tags),
  });
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={PAGE_STATUSES.map((s) => ({ id: s, name: `resources.pages.status.${s}` }))}
    />,
    <SelectInput key="tag" source="tag" alwaysOn choices={tags.map((t) => ({ id: t, name: t }))} />,
  ];
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
      <span>{translate('resources.pages.empty')}</span>
      <CreateButton to={pageScreens.create()} label="resources.pages.page.create" />
    </Stack>
  );
};

export const PageList = () => (
  <List
    title="resources.pages.menu"
    sort={{ field: 'updated_at', order: 'DESC' }}
    perPage={20}
    filters={useFilters()}
    actions={
      <TopToolbar>
        <CreateButton to={pageScreens.create()} label="resources.pages.page.create" />
      </TopToolbar>
    }
    empty={<Empty />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
  >
    <DataTable rowClick={(id: Identifier) => pageScreens.edit({ id: id })} bulkActionButtons={<BulkDeleteButton />}>
      <DataTable.Col source="title" />
      <DataTable.Col source="status">
        <StatusChip />
      </DataTable.Col>
      <DataTable.Col source="tags" disableSort>
        <Tags />
      </DataTable.Col>
      <DataTable.Col source="updated_at">
        <DateField source="updated_at" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
