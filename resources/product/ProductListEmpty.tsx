/** No product yet: say so, and offer to add one or import a CSV. */
import InventoryIcon from '@mui/icons-material/Inventory2';
import { Box, Typography } from '@mui/material';
import { CreateButton, useTranslate } from 'react-admin';
import { ProductImportButton } from './ProductImportButton';

export const ProductListEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <InventoryIcon sx={{ fontSize: 64 }} color="disabled" />
      <Typography variant="h6" sx={{ mt: 2 }}>
        {translate('resources.products.list.empty_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.products.list.empty_hint')}
      </Typography>
      <CreateButton variant="contained" />
      <ProductImportButton />
    </Box>
  );
};
