/** Payment, discount, shipping and note of the draft, with the totals the gateway will compute. */
import { Box, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DiscountDraftPricing } from '../discount/DiscountDraftPricing';
import { draftTotals, type DraftLine } from './order.draft';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './order.schema';
import { OrderSection } from './OrderSection';
import { useOrderMoney } from './useOrderMoney';

const methodChoices = PAYMENT_METHODS.map((id) => ({ id, name: `resources.orders.payment_method.${id}` }));
const paymentChoices = PAYMENT_STATUSES.map((id) => ({ id, name: `resources.orders.payment_status.${id}` }));

const Totals = () => {
  const translate = useTranslate();
  const money = useOrderMoney();
  const [items, discount, shipping] = useWatch({ name: ['items', 'discount', 'shipping'] }) as [DraftLine[] | undefined, unknown, unknown];
  const totals = draftTotals(items ?? [], discount, shipping);
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: strong ? 700 : undefined, py: 0.25 }}>
      <span>{translate(label)}</span><span>{value}</span>
    </Box>
  );
  return (
    <Box role="group" aria-label={translate('resources.orders.detail.totals')} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">{translate('resources.orders.draft.item_count', { smart_count: totals.itemCount })}</Typography>
      {row('resources.orders.fields.subtotal', money(totals.subtotal))}
      {row('resources.orders.fields.discount', money(totals.discount ? -totals.discount : 0))}
      {row('resources.orders.fields.shipping', money(totals.shipping))}
      {row('resources.orders.fields.total', money(totals.total), true)}
    </Box>
  );
};

export const OrderDraftSummary = () => (
  <OrderSection title="resources.orders.draft.payment">
    <SelectInput source="payment_method" choices={methodChoices} fullWidth />
    <SelectInput source="payment_status" choices={paymentChoices} fullWidth />
    {/* Issue 9: a code or the automatic discounts, priced by the gateway's engine. */}
    <DiscountDraftPricing />
    <NumberInput source="discount" min={0} fullWidth />
    <NumberInput source="shipping" min={0} fullWidth />
    <TextInput source="note" multiline minRows={2} fullWidth />
    <Totals />
  </OrderSection>
);
