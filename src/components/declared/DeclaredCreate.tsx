/**
 * A declared resource's create screen: its form with the fields' defaults (a choice the link
 * names in its query, `create?location=footer`, over its default); once saved, back to the list
 * (or on to the new record's edit screen, where the declaration says so).
 */
import { Create, SimpleForm, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { declaredDefaults, DeclaredInputs, type DeclaredInputsMap } from './DeclaredInputs';

export const DeclaredCreate = ({ declared, inputs }: { declared: Declared; inputs?: DeclaredInputsMap }) => {
  const { search } = useLocation();
  return (
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
        defaultValues={declaredDefaults(declared, new URLSearchParams(search))}
        warnWhenUnsavedChanges
      >
        <DeclaredInputs declared={declared} inputs={inputs} />
      </SimpleForm>
    </Create>
  );
};
