/** The customer form's inputs, shared by create and edit: contact, address (SPEC §5 rules), tags and note. */
import { Box, Grid } from '@mui/material';
import { BooleanInput, SelectInput, TextArrayInput, TextInput, useLocaleState } from 'react-admin';
import { useMemo } from 'react';
import { countryChoices } from '../../src/components/shopChoices';
import { SectionCard } from '../../src/components/SectionCard';

const two = { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

export const CustomerInputs = () => {
  const [locale] = useLocaleState();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <SectionCard title="resources.customers.form.contact">
          <Box sx={two}>
            <TextInput source="first_name" />
            <TextInput source="last_name" />
            <TextInput source="email" type="email" />
            <TextInput source="phone" type="tel" />
          </Box>
          <TextInput source="company" fullWidth />
          <BooleanInput source="accepts_marketing" />
        </SectionCard>
        <SectionCard title="resources.customers.form.address">
          <TextInput source="address.address" label="resources.customers.fields.address_line" fullWidth />
          <TextInput source="address.apartment" label="resources.customers.fields.apartment" fullWidth />
          <Box sx={two}>
            <TextInput source="address.city" label="resources.customers.fields.city" />
            <TextInput source="address.province" label="resources.customers.fields.province" />
            <SelectInput
              source="address.country_code"
              label="resources.customers.fields.country_code"
              choices={countries}
              emptyText="resources.customers.form.no_country"
            />
            <TextInput source="address.zip_code" label="resources.customers.fields.zip_code" />
          </Box>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SectionCard title="resources.customers.form.organization">
          <TextArrayInput source="tags" helperText="resources.customers.form.tags_help" fullWidth />
          <TextInput source="note" multiline minRows={3} fullWidth />
        </SectionCard>
      </Grid>
    </Grid>
  );
};
