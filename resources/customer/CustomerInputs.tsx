/**
 * The customer form's inputs, shared by create and edit: the declared fields (their labels,
 * help and SPEC §5 rules from customer.resource.ts) in the form's layout: contact and address
 * side by side in pairs, tags and note beside them. The country is a select with "No country".
 */
import { Box, Grid } from '@mui/material';
import { SelectInput, useLocaleState } from 'react-admin';
import { useMemo } from 'react';
import { countryChoices } from '../../src/components/shopChoices';
import { SectionCard } from '../../src/components/SectionCard';
import { DeclaredInput } from '../../src/components/declared/DeclaredInput';
import { customer } from './customer.resource';

const two = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
const { fields } = customer;
const parts = fields.address.of;

type Source = keyof typeof fields;
/** A declared field's input; `half`: one of a pair (not the form's width). */
const Input = ({ source, half, ...props }: { source: Source; half?: boolean } & Record<string, unknown>) => (
  <DeclaredInput source={source} field={fields[source]} {...(half ? { fullWidth: false } : {})} {...props} />
);
const Part = ({ part, half }: { part: Exclude<keyof typeof parts, 'country_code'>; half?: boolean }) => (
  <DeclaredInput source={`address.${part}`} field={parts[part]} {...(half ? { fullWidth: false } : {})} />
);

export const CustomerInputs = () => {
  const [locale] = useLocaleState();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SectionCard title={fields.first_name.section}>
          <Box sx={two}>
            <Input source="first_name" half />
            <Input source="last_name" half />
            <Input source="email" half type="email" />
            <Input source="phone" half type="tel" />
          </Box>
          <Input source="company" />
          <Input source="accepts_marketing" />
        </SectionCard>
        <SectionCard title={fields.address.section}>
          <Part part="address" />
          <Part part="apartment" />
          <Box sx={two}>
            <Part part="city" half />
            <Part part="province" half />
            <SelectInput
              source="address.country_code"
              label="resources.customers.fields.country_code"
              choices={countries}
              emptyText="resources.customers.form.no_country"
            />
            <Part part="zip_code" half />
          </Box>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title={fields.tags.section}>
          <Input source="tags" />
          <Input source="note" minRows={3} />
        </SectionCard>
      </Grid>
    </Grid>
  );
};
