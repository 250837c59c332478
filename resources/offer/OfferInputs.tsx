/** Every field of an offer, with the shopper preview beside them. */
import { Grid, InputAdornment, Stack } from '@mui/material';
import {
  AutocompleteArrayInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useShopMoney } from '../../src/components/useShopMoney';
import { OfferPreview } from './OfferPreview';

const choices = (field: string, ids: string[]) =>
  ids.map((id) => ({ id, name: `resources.offers.choices.${field}.${id}` }));
const byTitle = { optionText: 'title', filterToQuery: (q: string) => ({ q }) };

export const OfferInputs = () => {
  const [targetType, discountType] = useWatch({ name: ['target_type', 'discount_type'] });
  const { currency } = useShopMoney();
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack>
          <TextInput source="name" isRequired />
          <TextInput source="title" />
          <TextInput source="message" multiline minRows={2} />
          <Stack direction="row" spacing={2}>
            <SelectInput source="type" choices={choices('type', ['pre_purchase', 'in_cart', 'post_purchase'])} />
            <SelectInput source="kind" choices={choices('kind', ['up_sell', 'cross_sell'])} />
          </Stack>
          <RadioButtonGroupInput source="target_type" choices={choices('target_type', ['products', 'collections'])} />
          <ReferenceArrayInput
            key={targetType}
            source="target_ids"
            reference={targetType === 'collections' ? 'collections' : 'products'}
            perPage={50}
          >
            <AutocompleteArrayInput label="resources.offers.fields.target_ids" isRequired {...byTitle} />
          </ReferenceArrayInput>
          <ReferenceArrayInput source="recommended_ids" reference="products" perPage={50}>
            <AutocompleteArrayInput label="resources.offers.fields.recommended_ids" isRequired {...byTitle} />
          </ReferenceArrayInput>
          <Stack direction="row" spacing={2}>
            {/* No min/max attributes: the browser's own bubble would speak instead of SPEC §5's message (issue 31 item 11). */}
            <NumberInput source="displayed_quantity" />
            <NumberInput source="minimum_quantity" />
          </Stack>
          <RadioButtonGroupInput source="discount_type" choices={choices('discount_type', ['percent', 'amount'])} />
          <NumberInput
            source="discount_value"
            InputProps={{
              endAdornment: (
                <InputAdornment position="end">{discountType === 'amount' ? currency : '%'}</InputAdornment>
              ),
            }}
          />
          <RadioButtonGroupInput source="status" choices={choices('status', ['active', 'inactive', 'draft'])} />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <OfferPreview />
      </Grid>
    </Grid>
  );
};
