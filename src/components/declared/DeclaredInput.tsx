/**
 * The input of one declared field: text (with its SPEC §5 counter), numbers and money, choices
 * as radios or a select, yes/no, a day, countries, references to other records (searched on
 * the gateway), free tags, rows of sub-fields, and a group's parts. Labels are
 * `resources.<name>.fields.<source>` (a group's part: `fields.<part>`). More props (`type`,
 * `fullWidth`, `minRows`) go to the input, for a bespoke form's layout.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
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
import { CountedTagsInput } from './CountedTagsInput';
import { DeclaredRows } from './DeclaredRows';

const PAGE = 50;
const searchQuery = (q: string) => ({ q });

export type DeclaredInputProps = {
  source: string;
  field: Field;
  /** The field's path in the record where `source` is a row's own (`methods.type`). */
  name?: string;
  /** A row's start value, read by the row list when it adds a row (not the input's). */
  defaultValue?: unknown;
} & Record<string, unknown>;

/**
 * A row's inputs (`name` given) sit side by side, each as wide as its column, with no empty
 * help line. More props go to the input (a bespoke form's layout).
 */
export const DeclaredInput = ({ source, field, name, defaultValue: _rowStart, ...props }: DeclaredInputProps) => {
  const resource = useResourceContext();
  const countries = useCountryChoices();
  const inRow = name !== undefined;
  const part = source.includes('.') ? source.slice(source.lastIndexOf('.') + 1) : undefined;
  const label = field.label ?? (part ? `resources.${resource}.fields.${part}` : undefined);
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
          max={field.rules.maxLength - 1}
          multiline={field.multiline}
          fullWidth={fullWidth}
          {...props}
        />
      ) : (
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          multiline={field.multiline || field.kind === 'richText'}
          fullWidth={fullWidth}
          {...props}
        />
      );
    case 'money':
    case 'number':
      return <NumberInput source={source} label={label} helperText={helperText} {...props} />;
    case 'choice': {
      const choices = field.choices.map((id) => ({ id, name: `${choiceKey}.${id}` }));
      return field.radio ? (
        <RadioChoicesInput source={source} label={label} helperText={helperText} choices={choices} {...props} />
      ) : (
        <SelectChoicesInput source={source} label={label} helperText={helperText} choices={choices} {...props} />
      );
    }
    case 'choices': {
      const choices = field.choices.map((id) => ({ id, name: `${choiceKey}.${id}` }));
      return <CheckboxGroupInput source={source} label={label} helperText={helperText} choices={choices} {...props} />;
    }
    case 'boolean':
      return <BooleanInput source={source} label={label} helperText={helperText} {...props} />;
    case 'date':
      return <DateInput source={source} label={label} helperText={helperText} {...props} />;
    case 'country':
      return (
        <AutocompleteInput
          source={source}
          label={label}
          helperText={helperText}
          choices={countries}
          translateChoice={false}
          sx={inRow ? { minWidth: 220 } : undefined}
          {...props}
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
          {...props}
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
            {...props}
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
            {...props}
          />
        </ReferenceArrayInput>
      );
    case 'tags':
      return field.count ? (
        <CountedTagsInput source={source} label={label} count={field.count} {...props} />
      ) : (
        <TextArrayInput source={source} label={label} helperText={helperText} fullWidth {...props} />
      );
    case 'rows':
      return <DeclaredRows source={source} field={field} />;
    case 'group':
      // A group's parts: `fields.<part>` labels, choices under `choices.<group>.<part>`.
      return (
        <>
          {Object.entries(field.of).map(([sub, f]) => (
            <DeclaredInput key={sub} source={`${source}.${sub}`} field={f} {...props} />
          ))}
        </>
      );
  }
};
