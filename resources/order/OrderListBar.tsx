/** Above the tabs: the date range (SPEC §9 shortcuts) and the sort, where the merchant looks first. */
import { Stack } from '@mui/material';
import { OrderDateRangeSelect } from './OrderDateRangeSelect';
import { OrderSortSelect } from './OrderSortSelect';

export const OrderListBar = ({ sort = true }: { sort?: boolean }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ p: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
    <OrderDateRangeSelect />
    {sort && <OrderSortSelect />}
  </Stack>
);
