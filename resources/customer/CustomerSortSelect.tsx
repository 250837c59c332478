/** The SPEC §2 sort options that apply to customers (name, created, total orders), one select bound to the list. */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { sortOptionFor } from '../../src/lib/sortOptions';
import { CUSTOMER_SORT_OPTIONS } from './customer.query';

export const CustomerSortSelect = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const current = sortOptionFor(sort);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      sx={{ minWidth: 220 }}
      label={translate('resources.customers.list.sort')}
      value={current && CUSTOMER_SORT_OPTIONS.includes(current) ? current.id : ''}
      onChange={(event) => {
        const option = CUSTOMER_SORT_OPTIONS.find((o) => o.id === event.target.value);
        if (option) setSort({ field: option.field, order: option.order });
      }}
    >
      {CUSTOMER_SORT_OPTIONS.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {translate(o.key)}
        </MenuItem>
      ))}
    </TextField>
  );
};
