/** A declared resource's form: its fields in order, each branch (`when`) shown only while it applies. */
import { useWatch } from 'react-hook-form';
import { fieldApplies, type Field } from '../../../core/fields';
import type { Declared } from '../../../core/resource';
import { DeclaredInput } from './DeclaredInput';

const Branch = ({ source, field }: { source: string; field: Field }) => {
  const value = useWatch({ name: field.when!.field }) as unknown;
  return fieldApplies(field, { [field.when!.field]: value }) ? <DeclaredInput source={source} field={field} /> : null;
};

export const DeclaredInputs = ({ declared }: { declared: Pick<Declared, 'fields'> }) => (
  <>
    {Object.entries(declared.fields)
      .filter(([, field]) => !field.readOnly)
      .map(([source, field]) =>
        field.when ? (
          <Branch key={source} source={source} field={field} />
        ) : (
          <DeclaredInput key={source} source={source} field={field} />
        ),
      )}
  </>
);

/** A new record's values: each field's default, empty lists, blank text. */
export function declaredDefaults(declared: Declared): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([source, f]) => [
        source,
        f.default ??
          f.initial ??
          (['countries', 'references', 'tags', 'rows'].includes(f.kind)
            ? []
            : f.kind === 'boolean'
              ? false
              : f.kind === 'text'
                ? ''
                : null),
      ]),
  );
}
