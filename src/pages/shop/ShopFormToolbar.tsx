/** Bottom of the shop forms: an optional way back, and the submit button. */
import { Box, Button } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { SubmitButton } from '../../components/SubmitButton';

export const ShopFormToolbar = ({ submitLabel, backTo }: { submitLabel: string; backTo?: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      {backTo && (
        <Button component={Link} to={backTo}>
          {translate('app.shop_form.back')}
        </Button>
      )}
      <SubmitButton label={submitLabel} />
    </Box>
  );
};
