/** Opens the CSV import dialog from the product list. */
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ProductImportDialog } from './ProductImportDialog';

export const ProductImportButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.products.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && <ProductImportDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
