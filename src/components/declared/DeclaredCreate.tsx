/** A declared resource's create screen: its form with the fields' defaults, back to the list once saved. */
import { Create, SimpleForm } from 'react-admin';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { declaredDefaults, DeclaredInputs } from './DeclaredInputs';

export const DeclaredCreate = ({ declared }: { declared: Declared }) => (
  <Create title={`resources.${declared.name}.page.create`} redirect={declared.screens.list}>
    <SimpleForm
      resolver={declaredResolvers(declared).create}
      defaultValues={declaredDefaults(declared)}
      warnWhenUnsavedChanges
    >
      <DeclaredInputs declared={declared} />
    </SimpleForm>
  </Create>
);
