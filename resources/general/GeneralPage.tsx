/** /setting/general: shop details, time zone (31 entries), currency (locked after the first sale), order id prefix and suffix. */
import { Grid, Typography } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { useShopChoices } from '../../src/components/shopChoices';
import { OrderIdInputs } from '../../src/components/OrderIdInputs';
import { ShopSettingsForm } from '../../src/components/ShopSettingsForm';
import { GENERAL_FIELDS, GeneralForm } from './general.schema';

const half = { xs: 12, sm: 6 };
const pick = (shop: Record<string, unknown>) => Object.fromEntries(GENERAL_FIELDS.map((f) => [f, shop[f]]));

const Heading = ({ name }: { name: string }) => {
  const translate = useTranslate();
  return (
    <Grid size={12}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mt: 1 }}>
        {translate(`resources.general.sections.${name}`)}
      </Typography>
    </Grid>
  );
};

export const GeneralPage = () => {
  const { currencies, timezones } = useShopChoices();
  return (
    <ShopSettingsForm
      title="resources.general.title"
      subtitle="resources.general.subtitle"
      schema={GeneralForm}
      pick={pick}
    >
      <Grid container columnSpacing={2} sx={{ width: '100%' }}>
        <Heading name="details" />
        <Grid size={12}>
          <TextInput source="name" autoComplete="organization" />
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
        <Heading name="region" />
        <Grid size={half}>
          <SelectInput source="timezone" choices={timezones} translateChoice={false} />
        </Grid>
        <Grid size={half}>
          <SelectInput
            source="currency"
            choices={currencies}
            translateChoice={false}
            helperText="resources.general.currency_help"
          />
        </Grid>
        <Heading name="orders" />
        <Grid size={12}>
          <OrderIdInputs />
        </Grid>
      </Grid>
    </ShopSettingsForm>
  );
};
