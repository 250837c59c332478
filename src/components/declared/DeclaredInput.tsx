/**
 * The input of one declared field: text (with its SPEC §5 counter), numbers and money, choices
 * as radios or a select, yes/no, a day, countries, references to other records (searched on
 * the gateway), free tags, and rows of sub-fields. Labels are `resources.<name>.fields.<source>`.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  TextArrayInput,
  TextInput,
  useResourceContext,
} from 'react-admin';
import type { Field } from '../../../core/fields';
import { RadioChoicesInput, SelectChoicesInput } from '../../inputs/ChoiceInputs';
import { CountedTextInput } from '../CountedTextInput';
import { useCountryChoices } from '../useCountryChoices';
import { DeclaredRows } from './DeclaredRows';

const PAGE = 50;
const searchQuery = (q: string) => ({ q });

/**
 * `name`: the field's path in the record where `source` is a row's own (`methods.type`); a
 * row's inputs sit side by side, each as wide as its column, with no empty help line.
 */
export const DeclaredInput = ({
  source,
  field,
  name,
}: {
  source: string;
  field: Field;
  name?: string;
  /** A row's start value, read by the row list when it adds a row. */
  defaultValue?: unknown;
}) => {
  const resource = useResourceContext();
  const countries = useCountryChoices();
  const inRow = name !== undefined;
  const label = field.label;
  const helperText = field.help ?? (inRow ? false : undefined);
  const fullWidth = !inRow;
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
          fullWidth={fullWidth}
        />
      ) : (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          multiline={field.multiline || field.kind === 'richText'}
          fullWidth={fullWidth}
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
      return <DeclaredRows source={source} field={field} />;
  }
};
