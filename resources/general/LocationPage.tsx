/** /setting/location: the address of the shop or warehouse (SPEC §5: address under 100, city under 50, postal code). */
import { Grid } from '@mui/material';
import { SelectInput, TextInput } from 'react-admin';
import { useShopChoices } from '../../src/components/shopChoices';
import { ShopSettingsForm } from '../../src/components/ShopSettingsForm';
import { LOCATION_FIELDS, LocationForm } from './general.schema';

const half = { xs: 12, sm: 6 };
const pick = (shop: Record<string, unknown>) => Object.fromEntries(LOCATION_FIELDS.map((f) => [f, shop[f]]));

export const LocationPage = () => {
  const { countries } = useShopChoices();
  return (
    <ShopSettingsForm
      title="resources.general.location_title"
      subtitle="resources.general.location_subtitle"
      schema={LocationForm}
      pick={pick}
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
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
      </Grid>
    </ShopSettingsForm>
  );
};
