/** No order yet in this shop: say so, and offer to write a draft order. */
import ReceiptIcon from '@mui/icons-material/Receipt';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { orderScreens } from './order.resource';

export const OrderListEmpty = ({
  title = 'resources.orders.list.empty_title',
  hint = 'resources.orders.list.empty_hint',
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <ReceiptIcon sx={{ fontSize: 64 }} color="disabled" />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(hint)}
      </Typography>
      <Button component={Link} to={orderScreens.draftCreate()} variant="contained">
        {translate('resources.orders.draft.create')}
      </Button>
    </Box>
  );
};
