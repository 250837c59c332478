/** Search and the four product filters of the list (status, vendor, tag, collection). */
import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import { productStatusChoices } from './product.limits';

export const productFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={productStatusChoices} alwaysOn />,
  <TextInput key="vendor" source="vendor" />,
  <TextInput key="tag" source="tag" label="resources.products.fields.tag" />,
  <ReferenceInput key="collection" source="collection" reference="collections" sort={{ field: 'title', order: 'ASC' }}>
    <AutocompleteInput optionText="title" label="resources.products.fields.collection" />
  </ReferenceInput>,
];
