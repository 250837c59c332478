/**
 * A declared list's filters: search where a field is searched, then a select per filtered choice,
 * a switch per yes/no, and a text input per tag filter (one tag, by the filter's name).
 */
import type { ReactElement } from 'react';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { filterName } from '../../../core/fields';
import type { Declared } from '../../../core/resource';

export function declaredFilters(declared: Declared, search: ReactElement): ReactElement[] {
  const fields = Object.entries(declared.fields);
  const out: ReactElement[] = fields.some(([, f]) => f.search) ? [search] : [];
  for (const [source, field] of fields) {
    if (!field.filter) continue;
    if (field.kind === 'choice') {
      out.push(
        <SelectInput
          key={source}
          source={source}
          label={field.label}
          choices={field.choices.map((id) => ({ id, name: `resources.${declared.name}.choices.${source}.${id}` }))}
        />,
      );
    } else if (field.kind === 'boolean') {
      out.push(<BooleanInput key={source} source={source} label={field.label} />);
    } else if (field.kind === 'tags') {
      const name = filterName(source, field);
      out.push(<TextInput key={name} source={name} />);
    }
  }
  return out;
}
