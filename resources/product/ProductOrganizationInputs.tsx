/** Status (active or inactive, SPEC §4), vendor, tags with suggestions, collections. */
import { AutocompleteArrayInput, RadioButtonGroupInput, ReferenceArrayInput, TextInput } from 'react-admin';
import { productStatusChoices } from './product.limits';
import { ProductSection } from './ProductSection';
import { ProductTagsInput } from './ProductTagsInput';

export const ProductOrganizationInputs = () => (
  <>
    <ProductSection title="resources.products.fields.status">
      <RadioButtonGroupInput source="status" label={false} choices={productStatusChoices} row={false}
        helperText="resources.products.form.status_help" />
    </ProductSection>
    <ProductSection title="resources.products.form.organization">
      <TextInput source="vendor" fullWidth />
      <ProductTagsInput />
      <ReferenceArrayInput source="collections" reference="collections" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput optionText="title" fullWidth />
      </ReferenceArrayInput>
    </ProductSection>
  </>
);
