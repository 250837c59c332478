/** With orders selected: change their status in one call, or delete them after 'This can't be undone'. */
import { BulkDeleteButton } from 'react-admin';
import { OrderBulkStatusButton } from './OrderBulkStatusButton';

export const OrderBulkActions = () => (
  <>
    <OrderBulkStatusButton />
    <BulkDeleteButton />
  </>
);
