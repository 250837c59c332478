/**
 * A declared resource's create screen: its form with the fields' defaults; once saved, back to
 * the list (or on to the new record's edit screen, where the declaration says so).
 */
import type { ComponentType } from 'react';
import { Create, SimpleForm, type Identifier } from 'react-admin';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { declaredDefaults, DeclaredInputs } from './DeclaredInputs';

/** `inputs`: a bespoke body of the form (declaredResource's `inputs`), given the declaration. */
export type DeclaredFormProps = {
  declared: Declared;
  inputs?: ComponentType<{ declared: Declared; create: boolean }>;
};

export const DeclaredCreate = ({ declared, inputs: Inputs }: DeclaredFormProps) => (
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
      {Inputs ? <Inputs declared={declared} create /> : <DeclaredInputs declared={declared} />}
    </SimpleForm>
  </Create>
);
