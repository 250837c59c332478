/**
 * A declared resource's create screen: its form with the fields' defaults; once saved, back to
 * the list (or on to the new record's edit screen, where the declaration says so).
 */
import { Create, SimpleForm, type Identifier } from 'react-admin';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { declaredDefaults, DeclaredInputs } from './DeclaredInputs';

export const DeclaredCreate = ({ declared }: { declared: Declared }) => (
  <Create
    title={`resources.${declared.name}.page.create`}
    redirect={
      declared.redirect?.create === 'edit'
        ? (_resource?: string, id?: Identifier) => declared.screens.edit({ id: id ?? '' })
        : declared.screens.list
    }
  >
    <SimpleForm
      resolver={declaredResolvers(declared).create}
      defaultValues={declaredDefaults(declared)}
      warnWhenUnsavedChanges
    >
      <DeclaredInputs declared={declared} />
    </SimpleForm>
  </Create>
);
