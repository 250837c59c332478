/** With customers selected: tag or untag, export them, or delete them after 'This can't be undone'. */
import { BulkDeleteButton } from 'react-admin';
import { CustomerExportButton } from './CustomerExportButton';
import { CustomerTagsButton } from './CustomerTagsButton';

export const CustomerBulkActions = () => (
  <>
    <CustomerTagsButton />
    <CustomerExportButton label="resources.customers.bulk.export" />
    <BulkDeleteButton />
  </>
);
