/**
 * /trash/{area}: the shop's deleted records of one area (a tab each), newest first, with who
 * deleted each and when it is removed for good, and a Restore button (TrashRestoreButton).
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, List, useRecordContext, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DateTimeField } from '../../src/components/DateTimeField';
import { TRASH_AREAS, TRASH_DAYS, isTrashArea, type TrashArea } from './trash.areas';
import { trashScreens } from './trash.resource';
import { TrashRestoreButton } from './TrashRestoreButton';

const AreaTabs = ({ area }: { area: TrashArea }) => {
  const translate = useTranslate();
  return (
    <Tabs
      value={area}
      aria-label={translate('resources.trash.tabs')}
      variant="scrollable"
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {TRASH_AREAS.map((a) => (
        <Tab
          key={a}
          value={a}
          label={translate(`resources.trash.area.${a}`)}
          component={Link}
          to={trashScreens.area({ area: a })}
        />
      ))}
    </Tabs>
  );
};

const Empty = ({ area }: { area: TrashArea }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {translate('resources.trash.empty', { area: translate(`resources.trash.area.${area}`) })}
      </Typography>
      <Typography color="text.secondary">{translate('resources.trash.empty_hint', { days: TRASH_DAYS })}</Typography>
    </Box>
  );
};

const TypeField = () => {
  const record = useRecordContext<{ resource: string }>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.trash.type.${record.resource}`, { _: record.resource })}</> : null;
};

const AuthorField = () => {
  const record = useRecordContext<{ author: { id: string | null; name: string } }>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{record.author.name || translate('resources.trash.unknown_author')}</>;
};

export const TrashList = () => {
  const params = useParams();
  const translate = useTranslate();
  const area: TrashArea = isTrashArea(params.area) ? params.area : 'products';
  const filter = useMemo(() => ({ area }), [area]);
  return (
    <List
      key={area}
      storeKey={`trash.${area}`}
      filter={filter}
      sort={{ field: 'deleted_at', order: 'DESC' }}
      perPage={25}
      actions={false}
      empty={false}
      disableSyncWithLocation
      title="resources.trash.title"
    >
      <AreaTabs area={area} />
      <Typography color="text.secondary" variant="body2" sx={{ px: 2, pt: 1.5 }}>
        {translate('resources.trash.help', { days: TRASH_DAYS })}
      </Typography>
      <DataTable bulkActionButtons={false} rowClick={false} empty={<Empty area={area} />}>
        <DataTable.Col source="title" label="resources.trash.fields.title" disableSort />
        <DataTable.Col source="resource" label="resources.trash.fields.resource" disableSort>
          <TypeField />
        </DataTable.Col>
        <DataTable.Col source="author" label="resources.trash.fields.author" disableSort>
          <AuthorField />
        </DataTable.Col>
        <DataTable.Col source="deleted_at" label="resources.trash.fields.deleted_at" disableSort>
          <DateTimeField source="deleted_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="expires_at" label="resources.trash.fields.expires_at" disableSort>
          <DateTimeField source="expires_at" />
        </DataTable.Col>
        <DataTable.Col label="" disableSort>
          <TrashRestoreButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
