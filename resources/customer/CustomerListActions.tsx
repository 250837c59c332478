/** Above the customer list: sort, filters, import, export, add. */
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { customerScreens } from './customer.resource';
import { CustomerExportButton } from './CustomerExportButton';
import { CustomerImportButton } from './CustomerImportButton';
import { CustomerSortSelect } from './CustomerSortSelect';

export const CustomerListActions = () => (
  <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
    <CustomerSortSelect />
    <FilterButton />
    <CustomerImportButton />
    <CustomerExportButton />
    <CreateButton to={customerScreens.create()} />
  </TopToolbar>
);
