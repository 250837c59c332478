/** /setting/metafields: a tab per resource type, its definitions (the declared columns), add and delete. */
import { Box, Button, Collapse, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, DeleteButton, ListBase, useListContext, useTranslate } from 'react-admin';
import type { Fields } from '../../core/fields';
import { DeclaredCell } from '../../src/components/declared/DeclaredCell';
import { MetafieldDefinitionCreate } from './MetafieldDefinitionCreate';
import { METAFIELD_OWNERS, metafield, type MetafieldOwner } from './metafield.resource';
import { ScreenCard } from '../../src/components/ScreenCard';

const columns = Object.entries(metafield.fields as Fields).filter(([, f]) => f.column);

const Definitions = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext();
  if (error)
    return (
      <Typography role="alert" color="error">
        {translate('resources.metafield_definitions.load_error')}
      </Typography>
    );
  if (!isPending && !data?.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {translate('resources.metafield_definitions.empty')}
      </Typography>
    );
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      {columns.map(([source, field]) => (
        <DataTable.Col key={source} source={source} label={field.label} disableSort>
          <DeclaredCell source={source} field={field} />
        </DataTable.Col>
      ))}
      <DataTable.Col>
        <DeleteButton redirect={false} />
      </DataTable.Col>
    </DataTable>
  );
};

export const MetafieldsPage = () => {
  const translate = useTranslate();
  const [owner, setOwner] = useState<MetafieldOwner>('product');
  const [adding, setAdding] = useState(false);
  return (
    <ScreenCard
      title="resources.metafield_definitions.title"
      help="resources.metafield_definitions.help"
      maxWidth={1000}
    >
      <Tabs
        value={owner}
        onChange={(_e, value: MetafieldOwner) => {
          setOwner(value);
          setAdding(false);
        }}
        variant="scrollable"
      >
        {METAFIELD_OWNERS.map((o) => (
          <Tab key={o} value={o} label={translate(`resources.metafield_definitions.choices.owner_type.${o}`)} />
        ))}
      </Tabs>
      <ListBase filter={{ owner_type: owner }} perPage={metafield.list.perPage} disableSyncWithLocation>
        <Box sx={{ mt: 2 }}>
          <Definitions />
        </Box>
      </ListBase>
      <Box sx={{ mt: 2 }}>
        {!adding && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            {translate('resources.metafield_definitions.add')}
          </Button>
        )}
        <Collapse in={adding} unmountOnExit>
          <Typography variant="h6" component="h2">
            {translate('resources.metafield_definitions.add')}
          </Typography>
          <MetafieldDefinitionCreate key={owner} owner={owner} onDone={() => setAdding(false)} />
        </Collapse>
      </Box>
    </ScreenCard>
  );
};
