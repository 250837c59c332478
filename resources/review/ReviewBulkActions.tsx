/** With reviews selected: approve, refuse or set pending in one call (PUT review/approve?status=), or delete. */
import CheckIcon from '@mui/icons-material/Check';
import BlockIcon from '@mui/icons-material/Block';
import type { ReactElement } from 'react';
import { BulkDeleteButton, Button, useListContext, useNotify, useRefresh, useUpdateMany } from 'react-admin';
import type { ReviewStatus } from './review.schema';

const StatusButton = ({ status, label, icon }: { status: ReviewStatus; label: string; icon: ReactElement }) => {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [updateMany, { isPending }] = useUpdateMany();
  const run = () =>
    updateMany(
      'reviews',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('resources.reviews.bulk.done', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
          onUnselectItems();
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <Button label={label} onClick={run} disabled={isPending}>
      {icon}
    </Button>
  );
};

export const ReviewBulkActions = () => (
  <>
    <StatusButton status="approved" label="resources.reviews.bulk.approve" icon={<CheckIcon />} />
    <StatusButton status="refused" label="resources.reviews.bulk.refuse" icon={<BlockIcon />} />
    <BulkDeleteButton />
  </>
);
