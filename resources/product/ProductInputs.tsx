/** The product form's inputs, shared by create and edit: main column and side column. */
import { Box } from '@mui/material';
import { ProductCustomOptionsInput } from './ProductCustomOptionsInput';
import { ProductInventoryInputs } from './ProductInventoryInputs';
import { ProductMainInputs } from './ProductMainInputs';
import { ProductMediaInput } from './ProductMediaInput';
import { ProductOptionsInput } from './ProductOptionsInput';
import { ProductOrganizationInputs } from './ProductOrganizationInputs';
import { ProductPricingInputs } from './ProductPricingInputs';

export const ProductInputs = () => (
  // A CSS grid (two thirds, one third from md up), not MUI's Grid: one module less to load (issue 16).
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
      gap: 2,
      width: '100%',
    }}
  >
    <Box sx={{ minWidth: 0 }}>
      <ProductMainInputs />
      <ProductMediaInput />
      <ProductPricingInputs />
      <ProductInventoryInputs />
      <ProductOptionsInput />
      <ProductCustomOptionsInput />
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <ProductOrganizationInputs />
    </Box>
  </Box>
);
