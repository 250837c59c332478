/** A declared resource's new record (no React, so a bespoke form takes it without the declared inputs). */
import { isListField } from '../../../core/fields';
import type { Declared } from '../../../core/resource';

/** A new record's values: each field's default, empty lists, blank text. */
export function declaredDefaults(declared: Declared): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([source, f]) => [
        source,
        f.default ?? (isListField(f) ? [] : f.kind === 'boolean' ? false : f.kind === 'text' ? '' : null),
      ]),
  );
}
