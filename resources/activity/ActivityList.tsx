/**
 * /activity (issue 27 item 4): every change in the shop, newest first, paged by the gateway;
 * filters by person, area, record and shop-local days; CSV of the same filtered rows.
 */
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  DataTable,
  DateInput,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { ActivityExportButton } from './ActivityExportButton';
import {
  ActionField,
  AuthorField,
  ChangedField,
  RecordField,
  SourceField,
  useAuthorName,
  WhenField,
} from './ActivityFields';
import type { ActivityEntry } from './activity.contract';
import { editPathOf } from './activity.links';
import { activityRoutes } from './activity.routes';

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('resources.activity.empty')}
      </Typography>
      <Typography color="text.secondary">{translate('resources.activity.empty_hint')}</Typography>
    </Box>
  );
};

/** The people and areas the shop's activity holds: the filters' choices. */
function useFilters() {
  const dp = useDataProvider<GatewayDataProvider>();
  const translate = useTranslate();
  const nameOf = useAuthorName();
  const { data } = useQuery({
    queryKey: ['activity', 'choices'],
    queryFn: ({ signal }) => dp.call(activityRoutes.choices, { signal }),
  });
  const authors = data?.data.authors;
  const areas = data?.data.resources;
  return useMemo(
    () => [
      <SelectInput
        key="author"
        source="author"
        alwaysOn
        label="resources.activity.fields.author"
        emptyText="resources.activity.any_author"
        choices={(authors ?? []).map((a) => ({ id: a.id, name: nameOf(a) }))}
        isPending={!authors}
      />,
      <SelectInput
        key="resource"
        source="resource"
        alwaysOn
        label="resources.activity.fields.resource"
        emptyText="resources.activity.any_area"
        choices={(areas ?? []).map((r) => ({ id: r, name: translate(`resources.activity.areas.${r}`, { _: r }) }))}
        isPending={!areas}
      />,
      <TextInput key="record_id" source="record_id" alwaysOn label="resources.activity.fields.record_id" />,
      <DateInput key="from" source="from" alwaysOn label="resources.activity.fields.from" />,
      <DateInput key="to" source="to" alwaysOn label="resources.activity.fields.to" />,
    ],
    // nameOf and translate change with the language, as authors and areas do with the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [authors, areas, translate],
  );
}

export const ActivityList = () => {
  const filters = useFilters();
  return (
    <List
      title="resources.activity.title"
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      filters={filters}
      actions={
        <TopToolbar>
          <ActivityExportButton />
        </TopToolbar>
      }
      empty={<Empty />}
      storeKey="activity"
    >
      <DataTable
        rowClick={(_id, _resource, record) => editPathOf(record as ActivityEntry) ?? false}
        bulkActionButtons={false}
      >
        <DataTable.Col source="at" label="resources.activity.fields.at" disableSort>
          <WhenField />
        </DataTable.Col>
        <DataTable.Col source="author" label="resources.activity.fields.author" disableSort>
          <AuthorField />
        </DataTable.Col>
        <DataTable.Col source="action" label="resources.activity.fields.action" disableSort>
          <ActionField />
        </DataTable.Col>
        <DataTable.Col source="name" label="resources.activity.fields.record" disableSort>
          <RecordField />
        </DataTable.Col>
        <DataTable.Col source="changed" label="resources.activity.fields.changed" disableSort>
          <ChangedField />
        </DataTable.Col>
        <DataTable.Col source="source" label="resources.activity.fields.source" disableSort>
          <SourceField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
