/**
 * /setting/gift-cards: the declared columns, search and status filter; Issue opens the dialog
 * (also open at the create path), a row the card.
 */
import RedeemIcon from '@mui/icons-material/Redeem';
import { Box, Button, Typography } from '@mui/material';
import { cloneElement, useState, type ReactElement } from 'react';
import { DataTable, List, SearchInput, TopToolbar, useTranslate, type Identifier } from 'react-admin';
import { DeclaredCell } from '../../src/components/declared/DeclaredCell';
import { declaredFilters } from '../../src/components/declared/declaredFilters';
import { GiftCardMoney, GiftCardStatus } from './GiftCardFields';
import { GiftCardIssue } from './GiftCardIssue';
import type { giftCard } from './giftCard.resource';
import { DateTimeField } from '../../src/components/DateTimeField';

type Props = { declared: typeof giftCard };

/** Cells that are more than the value: the status chip, amounts in the card's currency. */
const CELLS: Record<string, ReactElement> = {
  status: <GiftCardStatus />,
  balance: <GiftCardMoney source="balance" />,
  initial_value: <GiftCardMoney source="initial_value" />,
};
/** Columns in the list's order (issued last, when the card was made). */
const COLUMNS = ['code', 'status', 'balance', 'initial_value', 'customer_email'] as const;

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

export const GiftCardList = ({ declared, issuing: start = false }: Props & { issuing?: boolean }) => {
  const translate = useTranslate();
  const [issuing, setIssuing] = useState(start);
  const open = () => setIssuing(true);
  // SearchInput shows its placeholder as given (untranslated).
  const search = (
    <SearchInput key="q" source="q" alwaysOn placeholder={translate(`resources.${declared.name}.fields.q`)} />
  );
  const filters = declaredFilters(declared, search).map((filter) =>
    cloneElement(filter as ReactElement<{ alwaysOn?: boolean }>, { alwaysOn: true }),
  );
  const rowClick = (id: Identifier) => declared.screens.edit({ id });
  return (
    <>
      <List
        title="resources.gift_cards.title"
        filters={filters}
        perPage={declared.list.perPage}
        exporter={false}
        sort={declared.list.sort}
        empty={<Empty onIssue={open} />}
        error={<LoadError />}
        actions={
          <TopToolbar>
            <IssueButton onClick={open} />
          </TopToolbar>
        }
      >
        <DataTable rowClick={rowClick} bulkActionButtons={false}>
          {COLUMNS.map((source) => (
            <DataTable.Col key={source} source={source} disableSort>
              {CELLS[source] ?? <DeclaredCell source={source} field={declared.fields[source]} />}
            </DataTable.Col>
          ))}
          <DataTable.Col source="created_at" disableSort>
            <DateTimeField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </List>
      <GiftCardIssue declared={declared} open={issuing} onClose={() => setIssuing(false)} />
    </>
  );
};

/** The create path: the list with the issue dialog open. */
export const GiftCardIssuing = ({ declared }: Props) => <GiftCardList declared={declared} issuing />;
