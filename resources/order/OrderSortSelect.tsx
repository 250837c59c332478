/** The order list's sort options (newest, oldest, number, total, customer) as one select bound to the list. */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ORDER_SORT_OPTIONS } from './order.query';

export const OrderSortSelect = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const current = ORDER_SORT_OPTIONS.find((o) => o.field === sort.field && o.order === sort.order);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 200 }}
      label={translate('resources.orders.list.sort')}
      value={current?.id ?? ''}
      onChange={(event) => {
        const option = ORDER_SORT_OPTIONS.find((o) => o.id === event.target.value);
        if (option) setSort({ field: option.field, order: option.order });
      }}
    >
      {ORDER_SORT_OPTIONS.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {translate(`resources.orders.sort.${o.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
