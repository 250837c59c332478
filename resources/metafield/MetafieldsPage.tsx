/** /setting/metafields: a tab per resource type, its definitions, add and delete. */
import { Box, Button, Card, CardContent, Collapse, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { DataTable, DeleteButton, FunctionField, ListBase, Title, useListContext, useTranslate } from 'react-admin';
import { MetafieldDefinitionCreate } from './MetafieldDefinitionCreate';
import { METAFIELD_OWNERS, type MetafieldDefinition, type MetafieldOwner } from './metafield.schema';

const Definitions = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useListContext<MetafieldDefinition>();
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
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="key" disableSort />
      <DataTable.Col source="type" disableSort>
        <FunctionField<MetafieldDefinition>
          render={(r) => translate(`resources.metafield_definitions.types.${r.type}`)}
        />
      </DataTable.Col>
      <DataTable.Col source="validation.required" disableSort>
        <FunctionField<MetafieldDefinition>
          render={(r) => (r.validation.required ? translate('resources.metafield_definitions.yes') : '—')}
        />
      </DataTable.Col>
      <DataTable.Col source="values_count" disableSort />
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
    <Card sx={{ mt: 2, maxWidth: 1000 }}>
      <Title title="resources.metafield_definitions.title" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('resources.metafield_definitions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('resources.metafield_definitions.help')}
        </Typography>
        <Tabs
          value={owner}
          onChange={(_e, value: MetafieldOwner) => {
            setOwner(value);
            setAdding(false);
          }}
          variant="scrollable"
        >
          {METAFIELD_OWNERS.map((o) => (
            <Tab key={o} value={o} label={translate(`resources.metafield_definitions.owners.${o}`)} />
          ))}
        </Tabs>
        <ListBase filter={{ owner_type: owner }} perPage={200} disableSyncWithLocation>
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
      </CardContent>
    </Card>
  );
};
