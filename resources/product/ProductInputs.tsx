/** The product form's inputs, shared by create and edit: main column and side column. */
import { Grid } from '@mui/material';
import { ProductCustomOptionsInput } from './ProductCustomOptionsInput';
import { ProductInventoryInputs } from './ProductInventoryInputs';
import { ProductMainInputs } from './ProductMainInputs';
import { ProductMediaInput } from './ProductMediaInput';
import { ProductOptionsInput } from './ProductOptionsInput';
import { ProductOrganizationInputs } from './ProductOrganizationInputs';
import { ProductPricingInputs } from './ProductPricingInputs';

export const ProductInputs = () => (
  <Grid container spacing={2} sx={{ width: '100%' }}>
    <Grid size={{ xs: 12, md: 8 }}>
      <ProductMainInputs />
      <ProductMediaInput />
      <ProductPricingInputs />
      <ProductInventoryInputs />
      <ProductOptionsInput />
      <ProductCustomOptionsInput />
    </Grid>
    <Grid size={{ xs: 12, md: 4 }}>
      <ProductOrganizationInputs />
    </Grid>
  </Grid>
);
