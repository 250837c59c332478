/**
 * The list of a declared resource (core/resource.ts): its title and help line, search and
 * filters, the declared columns, a row click to the edit screen, bulk delete with SPEC §8's
 * confirmation, and an empty state with the create button. All from the declaration.
 */
import AddIcon from '@mui/icons-material/Add';
import { Typography } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  DataTable,
  List,
  SearchInput,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { Declared } from '../../../core/resource';
import { DeclaredCell } from './DeclaredCell';
import { declaredFilters } from './declaredFilters';
import { useDeclaredStrings } from './useDeclaredStrings';

/** The create button: `resources.<name>.create` where the list names it apart from the create screen's title. */
const Actions = ({ declared }: { declared: Declared }) => {
  const { has, key } = useDeclaredStrings(declared);
  return (
    <TopToolbar>
      <Button
        component={Link}
        to={declared.screens.create()}
        label={has('create') ? key('create') : key('page.create')}
      >
        <AddIcon />
      </Button>
    </TopToolbar>
  );
};

const Empty = ({ declared }: { declared: Declared }) => {
  const translate = useTranslate();
  return (
    <>
      <Actions declared={declared} />
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(`resources.${declared.name}.empty`)}
      </Typography>
    </>
  );
};

export const DeclaredList = ({ declared }: { declared: Declared }) => {
  const translate = useTranslate();
  const { has } = useDeclaredStrings(declared);
  const columns = Object.entries(declared.fields).filter(([, f]) => f.column);
  const title = has('title') ? `resources.${declared.name}.title` : `resources.${declared.name}.name`;
  const filters = declaredFilters(declared, <SearchInput key="q" source="q" alwaysOn />);
  // Deleting several needs the bulk call; a list whose one page holds all a shop may have needs no pages.
  const bulk = 'deleteMany' in declared.crud;
  const { perPage, maxPerShop } = declared.list;
  const onePage = maxPerShop !== undefined && perPage >= maxPerShop;
  return (
    <>
      <Typography variant="h6" component="h1" sx={{ mt: 2 }}>
        {translate(title, { smart_count: 2 })}
      </Typography>
      {has('help') ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`resources.${declared.name}.help`)}
        </Typography>
      ) : null}
      <List
        title={title}
        actions={<Actions declared={declared} />}
        empty={<Empty declared={declared} />}
        filters={filters.length ? filters : undefined}
        sort={declared.list.sort}
        perPage={declared.list.perPage}
        pagination={onePage ? false : undefined}
        disableSyncWithLocation
      >
        <DataTable
          rowClick={(id: Identifier) => declared.screens.edit({ id })}
          bulkActionButtons={bulk ? <BulkDeleteButton /> : false}
        >
          {columns.map(([source, field]) => (
            <DataTable.Col key={source} source={source} label={field.label} disableSort={!field.sortable}>
              <DeclaredCell source={source} field={field} />
            </DataTable.Col>
          ))}
        </DataTable>
      </List>
    </>
  );
};
