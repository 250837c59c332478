/**
 * Picks what a menu item links to: a product, a collection or a page of the shop (search,
 * top 10 results, SPEC §9), or a free web address.
 */
import { Autocomplete, MenuItem as Option, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { MENU_LINK_TYPES, MENU_SEARCH_LIMIT } from './menu.resource';
import type { FlatItem } from './menu.tree';

const RESOURCE = { product: 'products', collection: 'collections', page: 'pages' } as const;
const PATH = { product: '/products/', collection: '/collections/', page: '/pages/' } as const;

interface Target {
  id: string;
  title: string;
  handle: string;
}

const TargetSearch = ({
  type,
  value,
  onPick,
  error,
}: {
  type: keyof typeof RESOURCE;
  value: FlatItem;
  onPick: (t: Target | null) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [q, setQ] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: [RESOURCE[type], 'menu-search', q],
    queryFn: ({ signal }) =>
      dataProvider
        .getList<Target>(RESOURCE[type], {
          pagination: { page: 1, perPage: MENU_SEARCH_LIMIT },
          sort: { field: 'title', order: 'ASC' },
          filter: q ? { q } : {},
          signal,
        })
        .then((r) => r.data),
  });
  const selected = value.target_id
    ? { id: value.target_id, title: value.name, handle: value.url.split('/').pop() ?? '' }
    : null;
  return (
    <Autocomplete
      options={data}
      loading={isFetching}
      value={selected}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setQ(text);
      }}
      onChange={(_e, t) => onPick(t)}
      noOptionsText={translate('resources.menus.no_results')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('resources.menus.search')}
          margin="dense"
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
};

export const MenuLinkPicker = ({
  value,
  onChange,
  error,
}: {
  value: FlatItem;
  onChange: (v: FlatItem) => void;
  error?: string;
}) => {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        fullWidth
        margin="dense"
        label={translate('resources.menus.fields.type')}
        value={value.type}
        onChange={(e) => onChange({ ...value, type: e.target.value as FlatItem['type'], target_id: null, url: '' })}
      >
        {MENU_LINK_TYPES.map((t) => (
          <Option key={t} value={t}>
            {translate(`resources.menus.type.${t}`)}
          </Option>
        ))}
      </TextField>
      {value.type === 'url' ? (
        <TextField
          fullWidth
          margin="dense"
          label={translate('resources.menus.fields.url')}
          value={value.url}
          onChange={(e) => onChange({ ...value, url: e.target.value })}
          error={Boolean(error)}
          helperText={error}
        />
      ) : (
        <TargetSearch
          key={value.type}
          type={value.type}
          value={value}
          error={error}
          onPick={(t) =>
            onChange({
              ...value,
              target_id: t?.id ?? null,
              url: t ? `${PATH[value.type as keyof typeof PATH]}${t.handle}` : '',
              name: value.name || t?.title || '',
            })
          }
        />
      )}
    </>
  );
};
