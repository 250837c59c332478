/** /setting/notifications/outbox: the shop's mails, newest first, by kind or by order; a row opens the mail. */
import OutboxIcon from '@mui/icons-material/Outbox';
import { Box, Chip, Typography } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { CreatedAtField } from '../../src/components/OrderFields';
import { OrderLoadError } from '../../src/components/OrderLoadError';
import { mailScreens } from './mail.resource';
import { MAIL_KINDS, type OutboxMail } from './mail.schema';

const kindChoices = MAIL_KINDS.map((id) => ({ id, name: `resources.mails.kind.${id}` }));
const filters = [
  <SelectInput key="kind" source="kind" choices={kindChoices} alwaysOn />,
  <TextInput key="order_id" source="order_id" />,
];

const KindField = () => {
  const translate = useTranslate();
  const record = useRecordContext<OutboxMail>();
  return record ? (
    <Chip size="small" label={translate(`resources.mails.kind.${record.kind}`, { _: record.kind })} />
  ) : null;
};

const rowClick = (id: Identifier) => mailScreens.show({ id });

const OutboxEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <OutboxIcon sx={{ fontSize: 64 }} color="disabled" />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.mails.empty_title')}
      </Typography>
      <Typography color="text.secondary">{translate('resources.mails.empty_hint')}</Typography>
    </Box>
  );
};

export const MailOutboxList = () => (
  <List
    title="resources.mails.title"
    filters={filters}
    perPage={20}
    exporter={false}
    sort={{ field: 'created_at', order: 'DESC' }}
    empty={<OutboxEmpty />}
    error={<OrderLoadError message="resources.mails.load_error" />}
  >
    <DataTable rowClick={rowClick} bulkActionButtons={false}>
      <DataTable.Col source="created_at" disableSort>
        <CreatedAtField />
      </DataTable.Col>
      <DataTable.Col source="kind" disableSort>
        <KindField />
      </DataTable.Col>
      <DataTable.Col source="to" disableSort />
      <DataTable.Col source="subject" disableSort />
    </DataTable>
  </List>
);
