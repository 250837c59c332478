/** The zone's three tables: price-based rates, product-based rates and methods (SPEC §3), each an array input. */
import { Typography } from '@mui/material';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { MATCH_MODES, METHOD_CONDITIONS, METHOD_TYPES } from './shipping.schema';

const f = (name: string) => `resources.shipping_zones.fields.${name}`;
const choices = (field: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `resources.shipping_zones.choices.${field}.${id}` }));
/** Inline rows wrap on narrow screens instead of widening the page. */
const row = {
  '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap', rowGap: 1 },
  '& .RaSimpleFormIterator-form > *': { flex: '1 1 160px', minWidth: 140, maxWidth: 260 },
} as const;
/** Bounds and second-item prices start at 0 (not set / nothing more), so a new row is valid once named and priced. */
const Money = ({ source, label, zero }: { source: string; label: string; zero?: boolean }) => (
  <NumberInput source={source} label={label} helperText={false} defaultValue={zero ? 0 : undefined} />
);

export const ShippingRateInputs = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.shipping_zones.zero_means_unset')}
      </Typography>
      <ArrayInput source="price_rates" label={f('price_rates')}>
        <SimpleFormIterator inline sx={row} disableReordering>
          <TextInput source="name" label={f('rate_name')} helperText={false} />
          <Money source="min" label={f('min')} zero />
          <Money source="max" label={f('max')} zero />
          <Money source="cost" label={f('cost')} />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="product_rates" label={f('product_rates')}>
        <SimpleFormIterator inline sx={row} disableReordering>
          <TextInput source="name" label={f('rate_name')} helperText={false} />
          <SelectInput
            source="match"
            label={f('match')}
            choices={choices('match', MATCH_MODES)}
            defaultValue="contains"
            helperText={false}
          />
          <TextInput source="keyword" label={f('keyword')} helperText={false} />
          <Money source="first_item" label={f('first_item')} />
          <Money source="additional_item" label={f('additional_item')} zero />
        </SimpleFormIterator>
      </ArrayInput>
      <ArrayInput source="methods" label={f('methods')}>
        <SimpleFormIterator inline sx={row} disableReordering>
          <TextInput source="name" label={f('method_name')} helperText={false} />
          <TextInput source="description" label={f('description')} helperText={false} />
          <SelectInput
            source="type"
            label={f('type')}
            choices={choices('type', METHOD_TYPES)}
            defaultValue="flat_rate"
            helperText={false}
          />
          <Money source="price" label={f('price')} />
          <Money source="additional_price" label={f('additional_price')} zero />
          <SelectInput
            source="condition"
            label={f('condition')}
            choices={choices('condition', METHOD_CONDITIONS)}
            defaultValue="none"
            helperText={false}
          />
          <Money source="min" label={f('min')} zero />
          <Money source="max" label={f('max')} zero />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
