/** The parent collection's autocomplete: loaded on first use through LazyInput (CollectionInputs). */
import { AutocompleteInput, ReferenceInput } from 'react-admin';

export const CollectionParentPicker = () => (
  <ReferenceInput source="parent" reference="collections" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
    <AutocompleteInput optionText="title" fullWidth />
  </ReferenceInput>
);
