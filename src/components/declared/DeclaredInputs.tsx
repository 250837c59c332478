/**
 * A declared resource's form: its fields in order, each branch (`when`) shown only while it
 * applies; a field with a bespoke input (`inputs`, a menu's item tree) gets that one instead.
 */
import type { ComponentType } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldApplies, isInput, type Field } from '../../../core/fields';
import type { Declared } from '../../../core/resource';
import { DeclaredInput } from './DeclaredInput';

/** Bespoke inputs by field name, each given the field's `source` and declaration. */
export type DeclaredInputsMap = Record<string, ComponentType<{ source: string; field: Field }>>;

const Branch = ({ source, field, Input }: { source: string; field: Field; Input: DeclaredInputsMap[string] }) => {
  const value = useWatch({ name: field.when!.field }) as unknown;
  return fieldApplies(field, { [field.when!.field]: value }) ? <Input source={source} field={field} /> : null;
};

/** `call`: the create's form (default) or the edit's, without the other call's own fields. */
export const DeclaredInputs = ({
  declared,
  inputs = {},
  call = 'create',
}: {
  declared: Pick<Declared, 'fields'>;
  inputs?: DeclaredInputsMap;
  call?: 'create' | 'update';
}) => (
  <>
    {Object.entries(declared.fields)
      .filter(([, field]) => isInput(field, call))
      .map(([source, field]) => {
        const Input = inputs[source] ?? DeclaredInput;
        return field.when ? (
          <Branch key={source} source={source} field={field} Input={Input} />
        ) : (
          <Input key={source} source={source} field={field} />
        );
      })}
  </>
);

// Kept here too: the forms that import it from here.
export { declaredDefaults } from './declaredDefaults';
