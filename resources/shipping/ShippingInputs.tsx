/** A shipping zone's form: name, countries (included or excluded, with a picker) and its rate tables. */
import { AutocompleteArrayInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { COUNTRY_MODES } from './shipping.schema';
import { ShippingRateInputs } from './ShippingRateInputs';
import { useCountryChoices } from '../../src/components/useCountryChoices';

export const ShippingInputs = () => {
  const countries = useCountryChoices();
  return (
    <>
      <TextInput source="name" fullWidth />
      <RadioButtonGroupInput
        source="country_mode"
        choices={COUNTRY_MODES.map((id) => ({ id, name: `resources.shipping_zones.choices.country_mode.${id}` }))}
      />
      <AutocompleteArrayInput source="country_codes" choices={countries} translateChoice={false} fullWidth />
      <ShippingRateInputs />
    </>
  );
};
