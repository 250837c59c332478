/** Opens the CSV import dialog from the customer list. */
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button } from 'react-admin';
import { CustomerImportDialog } from './CustomerImportDialog';

export const CustomerImportButton = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.customers.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      {open && <CustomerImportDialog open onClose={() => setOpen(false)} />}
    </>
  );
};
