/**
 * A date-and-time input (@mui/x-date-pickers) bound to the form: the value is an ISO
 * string or null; the picker speaks the UI language (date-fns en or vi).
 */
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { enUS, vi } from 'date-fns/locale';
import { useInput, useLocaleState, useTranslate } from 'react-admin';

type Message = string | { message: string; args?: Record<string, unknown> };

export const DiscountDateInput = ({ source }: { source: string }) => {
  const { field, fieldState } = useInput({ source });
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const error = fieldState.error?.message as unknown as Message | undefined;
  const helper =
    typeof error === 'object' ? translate(error.message, error.args) : error ? translate(error) : undefined;
  const value = field.value ? new Date(field.value) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale === 'vi' ? vi : enUS}>
      <DateTimePicker
        label={translate(`resources.discounts.fields.${source}`)}
        value={value && !Number.isNaN(value.getTime()) ? value : null}
        onChange={(date) => field.onChange(date && !Number.isNaN(date.getTime()) ? date.toISOString() : null)}
        ampm={false}
        slotProps={{
          textField: { name: source, onBlur: field.onBlur, error: !!error, helperText: helper, size: 'small' },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
};
