/** The SPEC §2 sort options that apply to products, as one select bound to the list. */
import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { sortOptionFor } from '../../src/lib/sortOptions';
import { PRODUCT_SORT_OPTIONS } from './product.query';

export const ProductSortSelect = () => {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  const current = sortOptionFor(sort);
  return (
    <TextField
      select
      size="small"
      label={translate('resources.products.list.sort')}
      value={current?.id ?? ''}
      onChange={(event) => {
        const option = PRODUCT_SORT_OPTIONS.find((o) => o.id === event.target.value);
        if (option) setSort({ field: option.field, order: option.order });
      }}
      sx={{ minWidth: 220 }}
    >
      {PRODUCT_SORT_OPTIONS.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {translate(option.key)}
        </MenuItem>
      ))}
    </TextField>
  );
};
