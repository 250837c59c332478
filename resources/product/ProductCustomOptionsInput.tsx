/** Custom options the buyer fills in (engraving text, ...): label, placeholder, default value, max length. */
import { ArrayInput, NumberInput, SimpleFormIterator, TextInput } from 'react-admin';
import { SectionCard } from '../../src/components/SectionCard';

const field = (name: string) => `resources.products.custom_option.${name}`;

export const ProductCustomOptionsInput = () => (
  <SectionCard headingStyle="title" title="resources.products.form.custom_options">
    <ArrayInput source="custom_options" label={false}>
      <SimpleFormIterator inline disableReordering>
        <TextInput source="label" label={field('label')} helperText={false} />
        <TextInput source="placeholder" label={field('placeholder')} helperText={false} />
        <TextInput source="default_value" label={field('default_value')} helperText={false} />
        <NumberInput source="max_length" label={field('max_length')} helperText={false} step={1} />
      </SimpleFormIterator>
    </ArrayInput>
  </SectionCard>
);
