/**
 * The shop's details, shared by /shop/create and /shop/setup (SPEC §5 shop rules,
 * checked by the form's zod resolver). Labels come from resources.shops.fields, so the
 * form sits in the `shops` resource context.
 */
import { Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { ShopNameHint } from './ShopNameHint';
import { useShopChoices } from '../../components/shopChoices';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
          {translate(title)}
        </Typography>
      </Grid>
      {children}
    </>
  );
};

const half = { xs: 12, sm: 6 };

export const ShopDetailsInputs = ({ unchangedName }: { unchangedName?: string }) => {
  const { countries, currencies, timezones, languages } = useShopChoices();
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Section title="app.shop_form.section_store">
        <Grid size={12}>
          <TextInput
            source="name"
            helperText={<ShopNameHint unchangedName={unchangedName} />}
            autoComplete="organization"
          />
        </Grid>
        <Grid size={half}>
          <TextInput source="email" type="email" autoComplete="email" />
        </Grid>
        <Grid size={half}>
          <TextInput source="phone" type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <TextInput source="legal_name_of_business" />
        </Grid>
      </Section>
      <Section title="app.shop_form.section_address">
        <Grid size={12}>
          <TextInput source="address" autoComplete="address-line1" />
        </Grid>
        <Grid size={12}>
          <TextInput source="apartment" autoComplete="address-line2" />
        </Grid>
        <Grid size={half}>
          <TextInput source="city" autoComplete="address-level2" />
        </Grid>
        <Grid size={half}>
          <TextInput source="province" autoComplete="address-level1" />
        </Grid>
        <Grid size={half}>
          <SelectInput source="country_code" choices={countries} translateChoice={false} autoComplete="country" />
        </Grid>
        <Grid size={half}>
          <TextInput source="zip_code" autoComplete="postal-code" />
        </Grid>
      </Section>
      <Section title="app.shop_form.section_region">
        <Grid size={half}>
          <SelectInput source="timezone" choices={timezones} translateChoice={false} />
        </Grid>
        <Grid size={half}>
          <SelectInput source="currency" choices={currencies} translateChoice={false} />
        </Grid>
        <Grid size={half}>
          <SelectInput source="language" choices={languages} translateChoice={false} />
        </Grid>
      </Section>
    </Grid>
  );
};
