/**
 * /products/collections: the shop's collections as a table (search, sort, bulk delete after
 * 'This can't be undone'; its columns are the declared ones) or as a tree by parent. A
 * collection used by products is not deleted: the gateway refuses and the toast says so (SPEC §8).
 */
import { Tab, Tabs } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  Title,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Fields } from '../../core/fields';
import { CountField } from '../../src/components/CountField';
import { DeclaredCell } from '../../src/components/declared/DeclaredCell';
import { declaredFilters } from '../../src/components/declared/declaredFilters';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { collection } from './collection.resource';
import { CollectionImage } from './CollectionImage';
import { CollectionTree } from './CollectionTree';
import { CopyToShopsButton } from '../../src/components/copy/CopyButtons';

const { screens } = collection;
const filters = declaredFilters(collection, <SearchInput key="q" source="q" alwaysOn />);
const rowClick = (id: Identifier) => screens.edit({ id });
const columns = Object.entries(collection.fields as Fields).filter(([, f]) => f.column);

/** Cells drawn otherwise than the declared ones: the image as a thumbnail, the count as a number. */
const own: Record<string, ReactElement> = {
  image: <CollectionImage />,
  products_count: <CountField source="products_count" />,
  parent: <DeclaredCell source="parent" field={collection.fields.parent} link={(r) => screens.edit({ id: r.id })} />,
};

const Actions = () => (
  <TopToolbar>
    <CreateButton to={screens.create()} />
  </TopToolbar>
);

const CollectionTable = () => (
  <List
    sort={collection.list.sort}
    perPage={collection.list.perPage}
    filters={filters}
    actions={<Actions />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    // The screen's one title is CollectionList's, for both views.
    title={false}
  >
    <DataTable
      rowClick={rowClick}
      bulkActionButtons={
        <>
          <CopyToShopsButton kind="collections" />
          <BulkDeleteButton />
        </>
      }
    >
      {columns.map(([source, field]) => (
        <DataTable.Col
          key={source}
          source={source}
          disableSort={!field.sortable}
          align={field.kind === 'number' ? 'right' : undefined}
        >
          {own[source] ?? <DeclaredCell source={source} field={field} />}
        </DataTable.Col>
      ))}
    </DataTable>
  </List>
);

export const CollectionList = () => {
  const translate = useTranslate();
  const [view, setView] = useState<'table' | 'tree'>('table');
  return (
    <>
      <Title title="resources.collections.page.list" />
      <Tabs
        value={view}
        onChange={(_e, v) => setView(v)}
        aria-label={translate('resources.collections.view')}
        sx={{ mt: 1 }}
      >
        <Tab value="table" label={translate('resources.collections.table')} />
        <Tab value="tree" label={translate('resources.collections.tree')} />
      </Tabs>
      {view === 'table' ? <CollectionTable /> : <CollectionTree />}
    </>
  );
};
