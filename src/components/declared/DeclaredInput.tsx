/**
 * The input of one declared field: text (with its SPEC §5 counter), numbers and money, choices
 * as radios or a select, yes/no, a day, countries, references to other records (searched on
 * the gateway), free tags, and rows of sub-fields. Labels are `resources.<name>.fields.<source>`.
 */
import {
  ArrayInput,
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SimpleFormIterator,
  TextArrayInput,
  TextInput,
  useResourceContext,
} from 'react-admin';
import type { Field } from '../../../core/fields';
import { RadioChoicesInput, SelectChoicesInput } from '../../inputs/ChoiceInputs';
import { CountedTextInput } from '../CountedTextInput';
import { useCountryChoices } from '../useCountryChoices';

const PAGE = 50;
const searchQuery = (q: string) => ({ q });

export const DeclaredInput = ({
  source,
  field,
  name,
  inRow,
}: {
  source: string;
  field: Field;
  name?: string;
  /** A column of a row: no empty help line under it (the row stays one line). */
  inRow?: boolean;
}) => {
  const resource = useResourceContext();
  const countries = useCountryChoices();
  const label = field.label;
  const helperText = field.help ?? (inRow ? false : undefined);
  const choiceKey = `resources.${resource}.choices.${name ?? source}`;
  switch (field.kind) {
    case 'text':
    case 'richText':
      return field.counter && field.rules?.maxLength ? (
        <CountedTextInput
          source={source}
          label={label}
          helperText={helperText}
          max={field.rules.maxLength}
          multiline={field.multiline}
          fullWidth
        />
      ) : (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          multiline={field.multiline || field.kind === 'richText'}
          fullWidth={!inRow}
        />
      );
    case 'money':
    case 'number':
      return <NumberInput source={source} label={label} helperText={helperText} />;
    case 'choice': {
      const choices = field.choices.map((id) => ({ id, name: `${choiceKey}.${id}` }));
      return field.radio ? (
        <RadioChoicesInput source={source} label={label} helperText={helperText} choices={choices} />
      ) : (
        <SelectChoicesInput source={source} label={label} helperText={helperText} choices={choices} />
      );
    }
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText} />;
    case 'date':
      return <DateInput source={source} label={label} helperText={helperText} />;
    case 'country':
      return (
        <AutocompleteInput
          source={source}
          label={label}
          helperText={helperText}
          choices={countries}
          translateChoice={false}
          sx={inRow ? { minWidth: 220 } : undefined}
        />
      );
    case 'countries':
      return (
        <AutocompleteArrayInput
          source={source}
          label={label}
          helperText={helperText}
          choices={countries}
          translateChoice={false}
          fullWidth
        />
      );
    case 'reference':
      return (
        <ReferenceInput source={source} reference={field.reference} perPage={PAGE}>
          <AutocompleteInput
            label={label ?? `resources.${resource}.fields.${source}`}
            optionText={field.optionText}
            filterToQuery={searchQuery}
            fullWidth
          />
        </ReferenceInput>
      );
    case 'references':
      return (
        <ReferenceArrayInput source={source} reference={field.reference} perPage={PAGE}>
          <AutocompleteArrayInput
            label={label ?? `resources.${resource}.fields.${source}`}
            optionText={field.optionText}
            filterToQuery={searchQuery}
            fullWidth
          />
        </ReferenceArrayInput>
      );
    case 'tags':
      return <TextArrayInput source={source} label={label} helperText={helperText} fullWidth />;
    case 'rows':
      return (
        <ArrayInput source={source} label={label} helperText={helperText}>
          <SimpleFormIterator inline disableReordering={field.reorder === false}>
            {/* A row's columns are labelled `fields.<column>` (react-admin would nest them under the list's own label). */}
            {Object.entries(field.of).map(([sub, f]) => (
              <DeclaredInput
                key={sub}
                source={sub}
                name={`${source}.${sub}`}
                field={{ ...f, label: f.label ?? `resources.${resource}.fields.${sub}` }}
                inRow
              />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
};
