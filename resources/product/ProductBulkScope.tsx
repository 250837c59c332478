/** Which products the bulk update touches: the ones chosen in the list, or all matching a filter. */
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ProductFilter } from './product.query';
import { PRODUCT_STATUSES } from './product.limits';

interface Props {
  ids: string[];
  filter: ProductFilter;
  onFilterChange: (filter: ProductFilter) => void;
  onClearSelection: () => void;
}

export const ProductBulkScope = ({ ids, filter, onFilterChange, onClearSelection }: Props) => {
  const translate = useTranslate();
  const { data: collections = [] } = useGetList(
    'collections',
    {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'title', order: 'ASC' },
    },
    { enabled: ids.length === 0 },
  );
  if (ids.length > 0) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography>{translate('resources.products.bulk.selected', { smart_count: ids.length })}</Typography>
        <Button onClick={onClearSelection}>{translate('resources.products.bulk.use_filter')}</Button>
      </Stack>
    );
  }
  const set = (key: keyof ProductFilter) => (event: { target: { value: string } }) =>
    onFilterChange({ ...filter, [key]: event.target.value || undefined });
  const field = (key: string) => translate(`resources.products.fields.${key}`);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.products.bulk.filter_help')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField size="small" label={translate('ra.action.search')} value={filter.q ?? ''} onChange={set('q')} />
        <TextField
          select
          size="small"
          label={field('status')}
          value={filter.status ?? ''}
          onChange={set('status')}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="">{translate('resources.products.bulk.any')}</MenuItem>
          {PRODUCT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`resources.products.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={field('vendor')} value={filter.vendor ?? ''} onChange={set('vendor')} />
        <TextField size="small" label={field('tag')} value={filter.tag ?? ''} onChange={set('tag')} />
        <TextField
          select
          size="small"
          label={field('collection')}
          value={filter.collection ?? ''}
          onChange={set('collection')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('resources.products.bulk.any')}</MenuItem>
          {collections.map((c) => (
            <MenuItem key={c.id} value={String(c.id)}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </>
  );
};
