/** /setting/gift-cards: the cards with search and status filter; Issue opens the dialog, a row the card. */
import RedeemIcon from '@mui/icons-material/Redeem';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { GiftCardMoney, GiftCardStatus } from './GiftCardFields';
import { GiftCardIssue } from './GiftCardIssue';
import { giftCardScreens } from './giftCard.resource';
import { GIFT_CARD_STATUSES } from './giftCard.schema';

const statusChoices = GIFT_CARD_STATUSES.map((id) => ({ id, name: `resources.gift_cards.status.${id}` }));
const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="resources.gift_cards.fields.q" />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];
const rowClick = (id: Identifier) => giftCardScreens.show({ id: id });

const IssueButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  return (
    <Button variant="contained" startIcon={<RedeemIcon />} onClick={onClick}>
      {translate('resources.gift_cards.issue')}
    </Button>
  );
};

const Empty = ({ onIssue }: { onIssue: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <RedeemIcon sx={{ fontSize: 64 }} color="disabled" />
      <Typography variant="h6" component="p" sx={{ mt: 2 }}>
        {translate('resources.gift_cards.empty_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.gift_cards.empty_hint')}
      </Typography>
      <IssueButton onClick={onIssue} />
    </Box>
  );
};

const LoadError = () => {
  const translate = useTranslate();
  return (
    <Typography role="alert" color="error" sx={{ p: 2 }}>
      {translate('resources.gift_cards.load_error')}
    </Typography>
  );
};

export const GiftCardList = () => {
  const [issuing, setIssuing] = useState(false);
  const open = () => setIssuing(true);
  return (
    <>
      <List
        title="resources.gift_cards.title"
        filters={filters}
        perPage={25}
        exporter={false}
        sort={{ field: 'created_at', order: 'DESC' }}
        empty={<Empty onIssue={open} />}
        error={<LoadError />}
        actions={
          <TopToolbar>
            <IssueButton onClick={open} />
          </TopToolbar>
        }
      >
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="code" disableSort />
          <DataTable.Col source="status" disableSort>
            <GiftCardStatus />
          </DataTable.Col>
          <DataTable.Col source="balance" disableSort>
            <GiftCardMoney source="balance" />
          </DataTable.Col>
          <DataTable.Col source="initial_value" disableSort>
            <GiftCardMoney source="initial_value" />
          </DataTable.Col>
          <DataTable.Col source="customer_email" disableSort />
          <DataTable.Col source="created_at" disableSort>
            <DateField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </List>
      <GiftCardIssue open={issuing} onClose={() => setIssuing(false)} />
    </>
  );
};
