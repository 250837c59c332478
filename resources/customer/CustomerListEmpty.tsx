/** No customer yet: say so, and offer to add one or import a CSV. */
import PeopleIcon from '@mui/icons-material/People';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { customerScreens } from './customer.resource';
import { CustomerImportButton } from './CustomerImportButton';

export const CustomerListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <PeopleIcon sx={{ fontSize: 64 }} color="disabled" />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.customers.list.empty_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.customers.list.empty_hint')}
      </Typography>
      <CreateButton to={customerScreens.create()} variant="contained" />
      <CustomerImportButton />
    </Box>
  );
};
