/** A declared resource's new record (no React, so a bespoke form takes it without the declared inputs). */
import { isListField } from '../../../core/fields';
import type { Declared } from '../../../core/resource';

/**
 * A new record's values: each field's default, else its start value (a bound at 0), empty lists,
 * blank text. `query`: the create link's own start values, for choices only, and only their choices
 * (`create?location=footer` from the list's footer card).
 */
export function declaredDefaults(declared: Pick<Declared, 'fields'>, query?: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([source, f]) => {
        const asked = query?.get(source);
        if (f.kind === 'choice' && asked && f.choices.includes(asked)) return [source, asked];
        return [
          source,
          f.default ??
            f.initial ??
            (isListField(f) ? [] : f.kind === 'boolean' ? false : f.kind === 'text' ? '' : null),
        ];
      }),
  );
}
