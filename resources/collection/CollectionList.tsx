/**
 * /products/collections: the shop's collections as a table (search, sort, bulk delete
 * after 'This can't be undone') or as a tree by parent. A collection used by products is
 * not deleted: the gateway refuses and the toast says so (SPEC §8).
 */
import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import {
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  Pagination,
  ReferenceField,
  SearchInput,
  TextField,
  TopToolbar,
  Title,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { collectionCreatePath, collectionEditPath } from './collection.paths';
import { CollectionImage } from './CollectionImage';
import { CollectionTree } from './CollectionTree';
import { CountField } from '../../src/components/CountField';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const rowClick = (id: Identifier) => collectionEditPath(id);

const Actions = () => (
  <TopToolbar>
    <CreateButton to={collectionCreatePath()} />
  </TopToolbar>
);

const CollectionTable = () => (
  <List
    resource="collections"
    sort={{ field: 'title', order: 'ASC' }}
    perPage={20}
    filters={filters}
    actions={<Actions />}
    pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
    // The screen's one title is CollectionList's, for both views.
    title={false}
  >
    <DataTable rowClick={rowClick} bulkActionButtons={<BulkDeleteButton />}>
      <DataTable.Col source="image" disableSort>
        <CollectionImage />
      </DataTable.Col>
      <DataTable.Col source="title" />
      <DataTable.Col source="parent" disableSort>
        <ReferenceField source="parent" reference="collections" link={(record) => collectionEditPath(record.id)}>
          <TextField source="title" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="products_count" disableSort align="right">
        <CountField source="products_count" />
      </DataTable.Col>
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
