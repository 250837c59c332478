/** Applies to (entire order, products or collections, with pickers), exclusions and countries. */
import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { AutocompleteArrayInput, RadioButtonGroupInput, ReferenceArrayInput, useLocaleState } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { COUNTRY_CODES } from '../../core/countries';
import { SectionCard } from '../../src/components/SectionCard';

const choices = (field: string, ids: string[]) =>
  ids.map((id) => ({ id, name: `resources.discounts.choices.${field}.${id}` }));

function useCountryChoices() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale === 'vi' ? 'vi' : 'en'], { type: 'region' });
    return COUNTRY_CODES.map((id) => ({ id, name: `${names.of(id) ?? id} (${id})` }));
  }, [locale]);
}

const Picker = ({ source, reference }: { source: string; reference: 'products' | 'collections' }) => (
  <ReferenceArrayInput source={source} reference={reference} perPage={50}>
    <AutocompleteArrayInput
      label={`resources.discounts.fields.${source}`}
      optionText="title"
      filterToQuery={(q: string) => ({ q })}
    />
  </ReferenceArrayInput>
);

export const DiscountTargetInputs = () => {
  const appliesTo = useWatch({ name: 'applies_to' });
  const countryMode = useWatch({ name: 'country_mode' });
  const countries = useCountryChoices();
  return (
    <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.applies">
      <Stack spacing={1}>
        <RadioButtonGroupInput
          source="applies_to"
          choices={choices('applies_to', ['entire_order', 'products', 'collections'])}
        />
        {appliesTo === 'products' ? <Picker source="product_ids" reference="products" /> : null}
        {appliesTo === 'collections' ? <Picker source="collection_ids" reference="collections" /> : null}
        <Picker source="excluded_product_ids" reference="products" />
        <Picker source="excluded_collection_ids" reference="collections" />
        <RadioButtonGroupInput source="country_mode" choices={choices('country_mode', ['all', 'include', 'exclude'])} />
        {countryMode && countryMode !== 'all' ? (
          <AutocompleteArrayInput source="country_codes" choices={countries} translateChoice={false} />
        ) : null}
      </Stack>
    </SectionCard>
  );
};
