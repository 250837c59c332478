/** The list's bulk actions that open the copy dialog on the selected products or collections. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import SyncIcon from '@mui/icons-material/Sync';
import { Suspense, useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { lazyNamed } from '../../lib/lazyNamed';

// Loaded when first opened: the list screen stays as light as it was.
const CopyDialog = lazyNamed(() => import('./CopyDialog'), 'CopyDialog');

const CopyButton = ({ mode, kind }: { mode: 'copy' | 'update'; kind: 'products' | 'collections' }) => {
  const { selectedIds } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        label={`resources.products.copy.${mode === 'copy' ? 'copy_button' : 'update_button'}`}
        onClick={() => setOpen(true)}
      >
        {mode === 'copy' ? <ContentCopyIcon /> : <SyncIcon />}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CopyDialog open onClose={() => setOpen(false)} mode={mode} kind={kind} ids={selectedIds.map(String)} />
        </Suspense>
      ) : null}
    </>
  );
};

export const CopyToShopsButton = ({ kind }: { kind: 'products' | 'collections' }) => (
  <CopyButton mode="copy" kind={kind} />
);
export const UpdateCopiesButton = () => <CopyButton mode="update" kind="products" />;
