/**
 * A whole count (stock, orders, items) in the interface's language. react-admin's
 * NumberField formats with `toLocaleString`, which builds an Intl formatter on every cell
 * (about 1 ms each on a phone-class CPU: a list's longest task); one formatter per language here.
 */
import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext } from 'react-admin';
import { intlLocale } from '../lib/locale';

const formats = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, locale: string): string {
  const tag = intlLocale(locale);
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = new Intl.NumberFormat(tag)));
  return format.format(value);
}

export const CountField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as number | string | null | undefined;
  if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) return null;
  return (
    <Typography component="span" variant="body2">
      {formatCount(Number(value), locale)}
    </Typography>
  );
};
