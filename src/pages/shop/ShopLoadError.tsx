/** The shops' screens' load failure: what could not load, and a retry that asks again. */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export const ShopLoadError = ({ message, onRetry }: { message: string; onRetry: () => unknown }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => onRetry()}>
          {translate('app.shop_select.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
