/** A declared resource's new record (no React, so a bespoke form takes it without the declared inputs). */
import { isInput, isListField } from '../../../core/fields';
import type { Declared } from '../../../core/resource';

/** A new record's values: each field's default, else its start value (a bound at 0), empty lists, blank text. */
export function declaredDefaults(declared: Pick<Declared, 'fields'>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared.fields)
      .filter(([, f]) => isInput(f, 'create'))
      .map(([source, f]) => [
        source,
        f.default ?? f.initial ?? (isListField(f) ? [] : f.kind === 'boolean' ? false : f.kind === 'text' ? '' : null),
      ]),
  );
}
