/** Price, compare-at price, cost per item; margin and profit computed as the merchant types. */
import { InputAdornment, Stack, TextField } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { marginOf, profitOf } from './product.pricing';
import { SectionCard } from '../../src/components/SectionCard';
import { useShopMoney } from '../../src/components/useShopMoney';

const MarginAndProfit = () => {
  const translate = useTranslate();
  const { format } = useShopMoney();
  const [price, cost] = useWatch({ name: ['price', 'cost_per_item'] });
  const margin = marginOf(price, cost);
  const profit = profitOf(price, cost);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label={translate('resources.products.fields.margin')}
        value={margin === null ? '' : `${margin}%`}
        placeholder="-"
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ flex: 1 }}
      />
      <TextField
        label={translate('resources.products.fields.profit')}
        value={profit === null ? '' : format(profit)}
        placeholder="-"
        slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        size="small"
        sx={{ flex: 1 }}
      />
    </Stack>
  );
};

export const ProductPricingInputs = () => {
  const { currency } = useShopMoney();
  const adornment = { input: { startAdornment: <InputAdornment position="start">{currency}</InputAdornment> } };
  return (
    <SectionCard headingStyle="title" title="resources.products.form.pricing">
      {/* No min attributes on the amounts: the schema's SPEC §5 messages speak, not the browser's bubble (issue 31 item 11). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberInput source="price" step={0.01} slotProps={adornment} sx={{ flex: 1 }} />
        <NumberInput source="compare_at_price" step={0.01} slotProps={adornment} sx={{ flex: 1 }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NumberInput
          source="cost_per_item"
          step={0.01}
          slotProps={adornment}
          sx={{ flex: 1 }}
          helperText="resources.products.form.cost_help"
        />
        <div style={{ flex: 1, paddingTop: 8 }}>
          <MarginAndProfit />
        </div>
      </Stack>
    </SectionCard>
  );
};
