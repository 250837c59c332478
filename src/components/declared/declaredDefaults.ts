/** A declared resource's new record (no React, so a bespoke form takes it without the declared inputs). */
import { isInput, isListField, type Fields } from '../../../core/fields';
import type { Declared } from '../../../core/resource';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * A new record's values: each field's default, else its start value (a bound at 0), empty lists,
 * blank text; a group's parts likewise (its inputs start controlled). `query`: the create link's
 * own start values, for choices only, and only their choices (`create?location=footer` from the
 * list's footer card).
 */
export function declaredDefaults(declared: Pick<Declared, 'fields'>, query?: URLSearchParams): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared.fields)
      .filter(([, f]) => isInput(f, 'create'))
      .map(([source, f]) => {
        const asked = query?.get(source);
        if (f.kind === 'choice' && asked && f.choices.includes(asked)) return [source, asked];
        if (f.kind === 'group') return [source, declaredDefaults({ fields: f.of })];
        return [
          source,
          f.default ??
            f.initial ??
            (isListField(f) ? [] : f.kind === 'boolean' ? false : f.kind === 'text' ? '' : null),
        ];
      }),
  );
}

const groups = (fields: Fields) => Object.entries(fields).filter(([, f]) => f.kind === 'group');

/** A record as its form edits it: the defaults under it, and a group kept as none with its blank parts. */
export function declaredFormValues(declared: Pick<Declared, 'fields'>, record: Record<string, unknown> = {}) {
  const defaults = declaredDefaults(declared);
  const values: Record<string, unknown> = { ...defaults, ...record };
  for (const [source] of groups(declared.fields))
    values[source] = { ...(defaults[source] as object), ...((record[source] as object | null) ?? {}) };
  return values;
}

/** What a form sends: a group left blank as none (null), as the gateway keeps it. */
export function declaredBody(declared: Pick<Declared, 'fields'>, values: Record<string, unknown>) {
  const out = { ...values };
  for (const [source] of groups(declared.fields)) {
    const group = out[source] as Record<string, unknown> | null | undefined;
    if (!group || Object.values(group).every(blank)) out[source] = null;
  }
  return out;
}
