/**
 * /online-store/pages: title, status (a chip), tags (chips), last update; search, status and tag
 * filters always shown; bulk delete. Paths, sort and page size from the declaration.
 */
import { Chip, Stack } from '@mui/material';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { DeclaredRecord, Declared } from '../../core/resource';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { page as pageDeclaration } from './page.resource';
import { usePageTags } from './usePageTags';
import { DateTimeField } from '../../src/components/DateTimeField';

type Page = DeclaredRecord<typeof pageDeclaration>;

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
  const tags = usePageTags();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={pageDeclaration.fields.status.choices.map((s) => ({ id: s, name: `resources.pages.status.${s}` }))}
    />,
    <SelectInput key="tag" source="tag" alwaysOn choices={tags.map((t) => ({ id: t, name: t }))} />,
  ];
};

const Empty = ({ declared }: { declared: Declared }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ p: 4, alignItems: 'center' }}>
      <span>{translate('resources.pages.empty')}</span>
      <CreateButton to={declared.screens.create()} label="resources.pages.page.create" />
    </Stack>
  );
};

export const PageList = ({ declared }: { declared: Declared }) => (
  <List
    title="resources.pages.menu"
    sort={declared.list.sort}
    perPage={declared.list.perPage}
    filters={useFilters()}
    actions={
      <TopToolbar>
        <CreateButton to={declared.screens.create()} label="resources.pages.page.create" />
      </TopToolbar>
    }
    empty={<Empty declared={declared} />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
  >
    <DataTable rowClick={(id: Identifier) => declared.screens.edit({ id })} bulkActionButtons={<BulkDeleteButton />}>
      <DataTable.Col source="title" />
      <DataTable.Col source="status">
        <StatusChip />
      </DataTable.Col>
      <DataTable.Col source="tags" disableSort>
        <Tags />
      </DataTable.Col>
      <DataTable.Col source="updated_at">
        <DateTimeField source="updated_at" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);
