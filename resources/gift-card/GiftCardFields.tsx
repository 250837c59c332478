/** Gift card cells: status chip and amounts in the card's currency. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useShopMoney } from '../../src/components/useShopMoney';
import type { GiftCard } from './giftCard.resource';

const COLORS = { active: 'success', disabled: 'default', expired: 'warning', used_up: 'default' } as const;

export const GiftCardStatus = ({ card }: { card?: GiftCard }) => {
  const translate = useTranslate();
  const fromContext = useRecordContext<GiftCard>();
  const record = card ?? fromContext;
  return record ? (
    <Chip
      size="small"
      color={COLORS[record.status]}
      label={translate(`resources.gift_cards.choices.status.${record.status}`)}
    />
  ) : null;
};

export const GiftCardMoney = ({ source }: { source: 'balance' | 'initial_value' }) => {
  const money = useShopMoney().format;
  const record = useRecordContext<GiftCard>();
  return record ? <span>{money(record[source], record.currency)}</span> : null;
};
