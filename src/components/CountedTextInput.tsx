/**
 * A text input with SPEC §5/§9 counters ("12/70"): the count is of trimmed characters,
 * as the length rules measure. `max` is the most allowed, the n of the field's atMostLength
 * rule ("must be at most n characters."): the counter turns red past n, where the message appears.
 */
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

export interface CountedTextInputProps extends TextInputProps {
  max: number;
}

export const CountedTextInput = ({ max, source, helperText, ...rest }: CountedTextInputProps) => {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as string | null | undefined;
  const count = String(value ?? '').trim().length;
  return (
    <TextInput
      source={source}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{typeof helperText === 'string' ? translate(helperText) : helperText}</span>
          <span aria-live="polite" style={{ color: count > max ? '#d32f2f' : undefined }}>{`${count}/${max}`}</span>
        </span>
      }
      {...rest}
    />
  );
};
