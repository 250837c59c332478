/** SKU, barcode, quantity, track quantity, continue selling when out of stock. */
import { Stack } from '@mui/material';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SectionCard } from '../../src/components/SectionCard';

export const ProductInventoryInputs = () => {
  const tracked = useWatch({ name: 'track_quantity' }) as boolean | undefined;
  return (
    <SectionCard headingStyle="title" title="resources.products.form.inventory">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="sku" sx={{ flex: 1 }} />
        <TextInput source="barcode" sx={{ flex: 1 }} />
      </Stack>
      <BooleanInput source="track_quantity" />
      {tracked !== false && (
        <>
          <NumberInput source="quantity" step={1} />
          <BooleanInput source="continue_selling" />
        </>
      )}
    </SectionCard>
  );
};
