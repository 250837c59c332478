/**
 * A declared resource's create screen: its form with the fields' defaults (a choice the link
 * names in its query, `create?location=footer`, over its default); once saved, back to the list
 * (or on to the new record's edit screen, where the declaration says so).
 */
import type { ComponentType } from 'react';
import { Create, SimpleForm, type Identifier } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { declaredDefaults, DeclaredInputs, type DeclaredInputsMap } from './DeclaredInputs';

/** `inputs`: bespoke inputs of some fields; `form`: a bespoke body of the whole form (declaredResource's extras). */
export type DeclaredFormProps = {
  declared: Declared;
  inputs?: DeclaredInputsMap;
  form?: ComponentType<{ declared: Declared; create: boolean }>;
};

export const DeclaredCreate = ({ declared, inputs, form: Form }: DeclaredFormProps) => {
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
        {Form ? <Form declared={declared} create /> : <DeclaredInputs declared={declared} inputs={inputs} />}
      </SimpleForm>
    </Create>
  );
};
