/** The change against the previous period, in words and colour: the analytics cards and the dashboard's today card. */
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const ChangeText = ({ change }: { change: number | null | undefined }) => {
  const translate = useTranslate();
  if (change === null || change === undefined)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.change.none')}
      </Typography>
    );
  const up = change >= 0;
  return (
    <Typography variant="body2" sx={{ color: up ? 'success.main' : 'error.main' }}>
      {translate(up ? 'app.change.up' : 'app.change.down', { percent: Math.abs(change) })}
    </Typography>
  );
};
