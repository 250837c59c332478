/**
 * The draft order's discount through the pricing engine (POST …/discount/apply): a code the
 * merchant enters, or the automatic discounts; the highest one sets the draft's discount
 * and discount_id (placing the order counts its use), and every other says why it did not apply.
 */
import { Alert, Button, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { formatMoney } from '../../core/money';
import { discountRoutes } from './discount.routes';
import { shortDate, useShopMoney } from './useShopMoney';

interface Line { product_id?: string; variant_id?: string | null; quantity?: number | string }

export const DiscountDraftPricing = () => {
  const translate = useTranslate();
  const dp = useDataProvider<GatewayDataProvider>();
  const { setValue, getValues } = useFormContext();
  const [items, customerId] = useWatch({ name: ['items', 'customer_id'] }) as [Line[] | undefined, string | null];
  const { locale } = useShopMoney();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const { data: customer } = useGetOne<{ id: string; email: string }>('customers', { id: customerId ?? '' }, { enabled: !!customerId });
  const lines = (items ?? []).filter((l) => l.product_id && Number(l.quantity) > 0)
    .map((l) => ({ product_id: l.product_id as string, variant_id: l.variant_id ?? null, quantity: Number(l.quantity) }));
  const body = { lines, code: code || null, customer_email: customer?.email ?? null };
  const { data: priced } = useQuery({
    queryKey: ['discounts', 'apply', body],
    queryFn: ({ signal }) => dp.call(discountRoutes.apply, { body, signal }).then((a) => a.data),
    enabled: lines.length > 0,
  });
  useEffect(() => {
    if (!priced) return;
    if (priced.applied) {
      setValue('discount', priced.discount_minor / 10 ** priced.digits, { shouldDirty: true });
      setValue('discount_id', priced.applied.discount_id, { shouldDirty: true });
    } else if (getValues('discount_id')) {
      setValue('discount', null, { shouldDirty: true });
      setValue('discount_id', null, { shouldDirty: true });
    }
  }, [priced, setValue, getValues]);
  const reasons = (priced?.rejected ?? []).filter((r) => r.reason !== 'code_not_entered');
  /** Reason arguments as the merchant reads them: dates YYYY-MM-DD, amounts (minor units) as money. */
  const readable = (args: Record<string, string | number>) => Object.fromEntries(Object.entries(args).map(([k, v]) => [k,
    k === 'date' ? shortDate(String(v)) : k === 'amount' && priced ? formatMoney(Number(v) / 10 ** priced.digits, priced.currency, locale) : v]));
  return (
    <Stack spacing={1} sx={{ my: 1 }} role="group" aria-label={translate('resources.discounts.draft.heading')}>
      <Stack direction="row" spacing={1}>
        <TextField size="small" label={translate('resources.discounts.fields.code')} value={typed}
          onChange={(e) => setTyped(e.target.value)} sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => setCode(typed.trim())}>{translate('resources.discounts.draft.apply')}</Button>
      </Stack>
      {priced?.unknown_code ? <Alert severity="warning">{translate('resources.discounts.reasons.unknown_code', { code: priced.unknown_code })}</Alert> : null}
      {priced?.applied ? (
        <Alert severity="success">{translate('resources.discounts.draft.applied', { title: priced.applied.title })}</Alert>
      ) : null}
      {reasons.length ? (
        <List dense disablePadding aria-label={translate('resources.discounts.draft.not_applied')}>
          {reasons.map((r) => (
            <ListItem key={r.discount_id} disableGutters>
              <Typography variant="body2"><strong>{r.title}</strong>{`: ${translate(r.message, readable(r.args))}`}</Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  );
};
