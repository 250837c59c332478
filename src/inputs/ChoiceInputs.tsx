/**
 * Radio buttons and a select over a fixed list of `{ id, name }` choices (names are i18n
 * keys), drawn as react-admin's RadioButtonGroupInput and SelectInput are, without their
 * choices machinery (useChoicesContext pulls useList and the CSV exporter: 7 KiB on the
 * product screen, issue 16). For choices from a reference, use react-admin's own.
 */
import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  type SxProps,
  type Theme,
} from '@mui/material';
import { FieldTitle, InputHelperText, ResettableTextField, useInput, useTranslate } from 'react-admin';

export interface Choice {
  id: string;
  name: string;
}

interface ChoiceInputProps {
  source: string;
  choices: Choice[];
  label?: string | false;
  helperText?: string | false;
}

export const RadioChoicesInput = ({
  source,
  choices,
  label,
  helperText,
  row = true,
}: ChoiceInputProps & { row?: boolean }) => {
  const translate = useTranslate();
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source });
  return (
    <FormControl component="fieldset" className={`ra-input ra-input-${source}`} margin="dense" error={invalid}>
      <FormLabel component="legend" sx={{ transform: 'translate(0, 5px) scale(0.75)', transformOrigin: 'top left' }}>
        <FieldTitle label={label} source={source} isRequired={isRequired} />
      </FormLabel>
      <RadioGroup id={id} row={row} {...field} value={field.value ?? ''}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            value={choice.id}
            htmlFor={`${id}_${choice.id}`}
            label={translate(choice.name, { _: choice.name })}
            control={<Radio id={`${id}_${choice.id}`} color="primary" />}
          />
        ))}
      </RadioGroup>
      {(helperText !== false || invalid) && (
        <FormHelperText>
          <InputHelperText error={error?.message} helperText={helperText} />
        </FormHelperText>
      )}
    </FormControl>
  );
};

/** The empty choice ('', saved as null by useInput, as SelectInput does) is named by `emptyText`. */
export const SelectChoicesInput = ({
  source,
  choices,
  label,
  helperText,
  emptyText,
  size,
  sx,
}: ChoiceInputProps & {
  emptyText?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source });
  const clear = translate('ra.action.clear_input_value');
  return (
    <ResettableTextField
      id={id}
      {...field}
      value={field.value ?? ''}
      select
      clearAlwaysVisible
      size={size}
      margin="dense"
      className={`ra-input ra-input-${source}`}
      onChange={(event: string | { target: { value: unknown } }) =>
        field.onChange(typeof event === 'string' ? '' : event)
      }
      label={label !== false ? <FieldTitle label={label} source={source} isRequired={isRequired} /> : null}
      error={invalid}
      helperText={
        helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null
      }
      sx={[{ minWidth: 160, '& .MuiFilledInput-root': { paddingRight: 0 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {!isRequired && (
        <MenuItem value="" aria-label={clear} title={clear}>
          {emptyText ? translate(emptyText, { _: emptyText }) : '\u2003'}
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {translate(choice.name, { _: choice.name })}
        </MenuItem>
      ))}
    </ResettableTextField>
  );
};
