/** The add-definition form of /setting/metafields, for one resource type. */
import { Box } from '@mui/material';
import {
  BooleanInput,
  CreateBase,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useNotify,
} from 'react-admin';
import { zodResolver } from '../../src/lib/zodResolver';
import { METAFIELD_TYPES, MetafieldDefinitionBody, type MetafieldOwner } from './metafield.schema';

const typeChoices = METAFIELD_TYPES.map((id) => ({ id, name: `resources.metafield_definitions.types.${id}` }));

export const MetafieldDefinitionCreate = ({ owner, onDone }: { owner: MetafieldOwner; onDone: () => void }) => {
  const notify = useNotify();
  const onSuccess = () => {
    notify('resources.metafield_definitions.added', { type: 'success' });
    onDone();
  };
  return (
    <CreateBase mutationOptions={{ onSuccess }} transform={(data) => ({ ...data, owner_type: owner })}>
      <SimpleForm
        resolver={zodResolver(MetafieldDefinitionBody)}
        defaultValues={{ owner_type: owner, type: 'text', validation: { required: false } }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2, width: '100%' }}>
          <TextInput source="name" />
          <TextInput source="key" helperText="resources.metafield_definitions.key_help" />
          <SelectInput source="type" choices={typeChoices} />
        </Box>
        <FormDataConsumer>
          {({ formData }) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <BooleanInput source="validation.required" />
              {formData.type === 'number' && <NumberInput source="validation.min" />}
              {formData.type === 'number' && <NumberInput source="validation.max" />}
              {(formData.type === 'text' || formData.type === 'url') && (
                <NumberInput source="validation.max_length" min={1} />
              )}
            </Box>
          )}
        </FormDataConsumer>
      </SimpleForm>
    </CreateBase>
  );
};
