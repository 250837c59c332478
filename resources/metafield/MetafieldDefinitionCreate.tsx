/**
 * The add-definition form of /setting/metafields, for one resource type: the declared inputs,
 * defaults and rules, laid out with the bounds a type has (a number's range, a text's length).
 */
import { Box } from '@mui/material';
import { CreateBase, FormDataConsumer, SimpleForm, useNotify } from 'react-admin';
import { DeclaredInput } from '../../src/components/declared/DeclaredInput';
import { declaredDefaults } from '../../src/components/declared/declaredDefaults';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import { metafield, type MetafieldOwner } from './metafield.resource';

const { fields } = metafield;
const bound = fields.validation.of;

export const MetafieldDefinitionCreate = ({ owner, onDone }: { owner: MetafieldOwner; onDone: () => void }) => {
  const notify = useNotify();
  const onSuccess = () => {
    notify('resources.metafield_definitions.added', { type: 'success' });
    onDone();
  };
  return (
    <CreateBase mutationOptions={{ onSuccess }} transform={(data) => ({ ...data, owner_type: owner })}>
      <SimpleForm
        resolver={declaredResolvers(metafield).create}
        defaultValues={{ ...declaredDefaults(metafield), owner_type: owner }}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2, width: '100%' }}>
          <DeclaredInput source="name" field={fields.name} />
          <DeclaredInput source="key" field={fields.key} />
          <DeclaredInput source="type" field={fields.type} />
        </Box>
        <FormDataConsumer>
          {({ formData }) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <DeclaredInput source="validation.required" field={bound.required} />
              {formData.type === 'number' && <DeclaredInput source="validation.min" field={bound.min} />}
              {formData.type === 'number' && <DeclaredInput source="validation.max" field={bound.max} />}
              {(formData.type === 'text' || formData.type === 'url') && (
                <DeclaredInput source="validation.max_length" field={bound.max_length} />
              )}
            </Box>
          )}
        </FormDataConsumer>
      </SimpleForm>
    </CreateBase>
  );
};
