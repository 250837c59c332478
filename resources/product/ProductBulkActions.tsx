/**
 * With products selected: set them active or inactive (one bulk-update PUT), open the
 * bulk editor on them, copy them to other shops or update their copies (issue 26), or delete
 * them after 'This can't be undone'.
 */
import EditNoteIcon from '@mui/icons-material/EditNote';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { BulkDeleteButton, Button, useListContext, useNotify, useUnselectAll, useUpdateMany } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { productScreens } from './product.resource';
import type { Product } from './product.schema';
import { CopyToShopsButton, UpdateCopiesButton } from '../../src/components/copy/CopyButtons';

const BulkStatusButton = ({ status }: { status: Product['status'] }) => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll('products');
  const [updateMany, { isPending }] = useUpdateMany();
  const apply = () =>
    updateMany(
      'products',
      { ids: selectedIds, data: { status } },
      {
        onSuccess: () => {
          notify('app.message.update_success', { type: 'success' });
          unselectAll();
        },
        onError: (error) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <Button label={`resources.products.bulk.set_${status}`} onClick={apply} disabled={isPending}>
      {status === 'active' ? <VisibilityIcon /> : <VisibilityOffIcon />}
    </Button>
  );
};

const BulkEditButton = () => {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  return (
    <Button
      label="resources.products.bulk.edit_selected"
      onClick={() => navigate(productScreens.bulkUpdates({ query: { ids: selectedIds } }))}
    >
      <EditNoteIcon />
    </Button>
  );
};

export const ProductBulkActions = () => (
  <>
    <BulkStatusButton status="active" />
    <BulkStatusButton status="inactive" />
    <BulkEditButton />
    <CopyToShopsButton kind="products" />
    <UpdateCopiesButton />
    <BulkDeleteButton />
  </>
);
