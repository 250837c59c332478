/** A surcharge's form: name, what it applies to (countries, products or collections, with pickers), first and next item. */
import {
  AutocompleteArrayInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useCountryChoices } from '../../src/components/useCountryChoices';
import { SUBFEE_TARGETS } from './subfee.schema';

const Picker = ({ source, reference }: { source: string; reference: 'products' | 'collections' }) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={50}>
    <AutocompleteArrayInput
      label={`resources.subfees.fields.${source}`}
      optionText="title"
      filterToQuery={(q: string) => ({ q })}
      fullWidth
    />
  </ReferenceArrayInput>
);

export const SubfeeInputs = () => {
  const appliesTo = useWatch({ name: 'applies_to' });
  const countries = useCountryChoices();
  return (
    <>
      <TextInput source="name" fullWidth />
      <RadioButtonGroupInput
        source="applies_to"
        choices={SUBFEE_TARGETS.map((id) => ({ id, name: `resources.subfees.choices.applies_to.${id}` }))}
      />
      {appliesTo === 'countries' ? (
        <AutocompleteArrayInput source="country_codes" choices={countries} translateChoice={false} fullWidth />
      ) : null}
      {appliesTo === 'products' ? <Picker source="product_ids" reference="products" /> : null}
      {appliesTo === 'collections' ? <Picker source="collection_ids" reference="collections" /> : null}
      <NumberInput source="first_item" />
      <NumberInput source="next_item" />
    </>
  );
};
