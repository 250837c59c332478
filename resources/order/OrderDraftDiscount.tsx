/**
 * The draft's discount code and what the gateway's pricing engine made of it at the last
 * save: the discount applied (a code or an automatic one, only the highest, SPEC §9), a
 * code no discount has, and why each other discount did not apply. Apply saves the draft.
 * Beside it, the gift card code (issue 13): its payment shows in the totals.
 */
import { Alert, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { Draft } from './draft.schema';
import { useShopMoney } from '../../src/components/useShopMoney';

export const OrderDraftDiscount = () => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const record = useRecordContext<Draft>();
  const { isSubmitting } = useFormState();
  const reasons = (record?.rejected_discounts ?? []).filter((r) => r.reason !== 'code_not_entered');
  /** Reason arguments as the merchant reads them: dates YYYY-MM-DD (SPEC §9), amounts as money. */
  const readable = (args: Record<string, string | number>) =>
    Object.fromEntries(
      Object.entries(args).map(([k, v]) => [
        k,
        k === 'date' ? String(v).slice(0, 10) : k === 'amount' ? money(Number(v), record?.currency) : v,
      ]),
    );
  return (
    <Stack spacing={1} sx={{ my: 1 }} role="group" aria-label={translate('resources.discounts.draft.heading')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput source="code" helperText={false} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" disabled={isSubmitting} sx={{ mt: 1 }}>
          {translate('resources.discounts.draft.apply')}
        </Button>
      </Stack>
      {/* Issue 13: a gift card pays what is left; saved with the draft, redeemed when it is completed. */}
      <TextInput source="gift_card" fullWidth />
      {record?.unknown_code ? (
        <Alert severity="warning">
          {translate('resources.discounts.reasons.unknown_code', { code: record.unknown_code })}
        </Alert>
      ) : null}
      {record?.applied_discount ? (
        <Alert severity="success">
          {translate('resources.discounts.draft.applied', { title: record.applied_discount.title })}
        </Alert>
      ) : null}
      {reasons.length ? (
        <List dense disablePadding aria-label={translate('resources.discounts.draft.not_applied')}>
          {reasons.map((r) => (
            <ListItem key={r.discount_id} disableGutters>
              <Typography variant="body2">
                <strong>{r.title}</strong>
                {`: ${translate(r.message, readable(r.args))}`}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
};
