/**
 * Payment, shipping, note and discount of the draft, with the totals the gateway computed at
 * the last save. The shipping price typed is what the draft charges; blank, the shop's rates
 * for the address are (the field says so, and the totals name which rate).
 */
import { Alert, Box, Typography } from '@mui/material';
import { NumberInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Draft } from './draft.schema';
import { PAYMENT_METHODS } from './order.schema';
import { OrderDraftDiscount } from './OrderDraftDiscount';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';

const methodChoices = PAYMENT_METHODS.map((id) => ({ id, name: `resources.orders.payment_method.${id}` }));

const Totals = ({ isNew }: { isNew: boolean }) => {
  const translate = useTranslate();
  // The typed price (the gateway's 'manual' shipping) is named in the app's language.
  const adjustmentTitle = (a: Draft['adjustments'][number]) =>
    a.kind === 'shipping' && a.id === 'manual' ? translate('resources.draft_orders.editor.typed_shipping') : a.title;
  const money = useShopMoney().format;
  const record = useRecordContext<Draft>();
  const { isDirty } = useFormState();
  const row = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: strong ? 700 : undefined, py: 0.25 }}>
      <span>{translate(label)}</span>
      <span>{value}</span>
    </Box>
  );
  if (isNew || !record)
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate('resources.draft_orders.editor.priced_on_save')}
      </Alert>
    );
  return (
    <Box role="group" aria-label={translate('resources.orders.detail.totals')} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.orders.draft.item_count', { smart_count: record.item_count })}
      </Typography>
      {row('resources.orders.fields.subtotal', money(record.subtotal, record.currency))}
      {row('resources.orders.fields.discount', money(record.discount ? -record.discount : 0, record.currency))}
      {(record.adjustments ?? []).filter((a) => a.kind === 'shipping').length
        ? null
        : row('resources.orders.fields.shipping', money(record.shipping, record.currency))}
      {(record.adjustments ?? []).map((a) => (
        <Box key={`${a.kind}-${a.id}`} sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25 }}>
          <span>{`${translate(`resources.shipping_zones.quote.${a.kind}`)}: ${adjustmentTitle(a)}`}</span>
          <span>{money(a.amount, record.currency)}</span>
        </Box>
      ))}
      {record.included_tax
        ? row('resources.shipping_zones.quote.included_tax', money(record.included_tax, record.currency))
        : null}
      {row('resources.orders.fields.total', money(record.total, record.currency), true)}
      {isDirty && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('resources.draft_orders.editor.unsaved')}
        </Alert>
      )}
    </Box>
  );
};

export const OrderDraftSummary = ({ isNew }: { isNew: boolean }) => (
  <SectionCard title="resources.orders.draft.payment">
    <SelectInput source="payment_method" choices={methodChoices} fullWidth />
    <NumberInput source="shipping_price" fullWidth helperText="resources.draft_orders.editor.shipping_price_help" />
    <TextInput source="note" multiline minRows={2} fullWidth />
    <OrderDraftDiscount />
    <Totals isNew={isNew} />
  </SectionCard>
);
