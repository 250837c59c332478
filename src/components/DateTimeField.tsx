/**
 * A list's date column in the app's one date format (useDateFormat): react-admin's DateField
 * writes the browser's locale (US dates in a Vietnamese shop). `showTime` adds the time.
 */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useDateFormat } from './useShopTime';

export const DateTimeField = ({ source, showTime = false }: { source: string; showTime?: boolean }) => {
  const record = useRecordContext();
  const { date, dateTime } = useDateFormat();
  const value = record?.[source] as string | number | null | undefined;
  if (!value) return null;
  return (
    <Typography component="span" variant="body2">
      {showTime ? dateTime(value) : date(value)}
    </Typography>
  );
};
