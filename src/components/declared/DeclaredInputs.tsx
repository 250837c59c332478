/** A declared resource's form: its fields in order, each branch (`when`) shown only while it applies. */
import { useWatch } from 'react-hook-form';
import { fieldApplies, isInput, type Field } from '../../../core/fields';
import type { Declared } from '../../../core/resource';
import { DeclaredInput } from './DeclaredInput';

const Branch = ({ source, field }: { source: string; field: Field }) => {
  const value = useWatch({ name: field.when!.field }) as unknown;
  return fieldApplies(field, { [field.when!.field]: value }) ? <DeclaredInput source={source} field={field} /> : null;
};

/** `call`: the create's form (default) or the edit's, without the other call's own fields. */
export const DeclaredInputs = ({
  declared,
  call = 'create',
}: {
  declared: Pick<Declared, 'fields'>;
  call?: 'create' | 'update';
}) => (
  <>
    {Object.entries(declared.fields)
      .filter(([, field]) => isInput(field, call))
      .map(([source, field]) =>
        field.when ? (
          <Branch key={source} source={source} field={field} />
        ) : (
          <DeclaredInput key={source} source={source} field={field} />
        ),
      )}
  </>
);

// Kept here too: the forms that import it from here.
export { declaredDefaults } from './declaredDefaults';
