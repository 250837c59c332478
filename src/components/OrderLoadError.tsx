/** A page or list that could not load: say so and offer to try again (the toast has the reason). */
import { Alert, Button } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';

export const OrderLoadError = ({ message = 'resources.orders.load_error' }: { message?: string }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" onClick={refresh}>
          {translate('resources.orders.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
