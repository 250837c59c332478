/** Above the product list: filters, sort, import, export, bulk editor, create. */
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { productScreens } from './product.resource';
import { ProductExportButton } from './ProductExportButton';
import { ProductImportButton } from './ProductImportButton';
import { ProductSortSelect } from './ProductSortSelect';

export const ProductListActions = () => {
  const navigate = useNavigate();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ProductSortSelect />
      <FilterButton />
      <ProductImportButton />
      <ProductExportButton />
      <Button label="resources.products.bulk.menu" onClick={() => navigate(productScreens.bulkUpdates())}>
        <EditNoteIcon />
      </Button>
      <CreateButton />
    </TopToolbar>
  );
};
