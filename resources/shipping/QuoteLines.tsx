/** The quote tester's cart: products picked from the catalogue with a quantity each. */
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, IconButton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

export interface QuoteLine {
  product_id: string;
  title: string;
  quantity: number;
}

export const QuoteLines = ({ lines, onChange }: { lines: QuoteLine[]; onChange: (lines: QuoteLine[]) => void }) => {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data: products = [] } = useGetList<{ id: string; title: string }>('products', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'title', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const t = (key: string) => translate(`resources.shipping_zones.quote.${key}`);
  const set = (i: number, line: Partial<QuoteLine>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...line } : l)));
  return (
    <Stack spacing={1}>
      {lines.map((line, i) => (
        <Stack key={i} direction="row" spacing={1} alignItems="center">
          <Autocomplete
            sx={{ flex: 1 }}
            size="small"
            options={products}
            getOptionLabel={(p) => p.title}
            value={line.product_id ? { id: line.product_id, title: line.title } : null}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onInputChange={(_e, value, reason) => {
              if (reason === 'input') setQ(value);
            }}
            onChange={(_e, p) => set(i, { product_id: p?.id ?? '', title: p?.title ?? '' })}
            renderInput={(params) => <TextField {...params} label={t('product')} />}
          />
          <TextField
            size="small"
            type="number"
            label={t('quantity')}
            sx={{ width: 110 }}
            value={line.quantity}
            slotProps={{ htmlInput: { min: 1 } }}
            onChange={(e) => set(i, { quantity: Math.max(1, Number(e.target.value) || 1) })}
          />
          <IconButton
            aria-label={translate('ra.action.remove')}
            onClick={() => onChange(lines.filter((_l, j) => j !== i))}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => onChange([...lines, { product_id: '', title: '', quantity: 1 }])}
      >
        {t('add')}
      </Button>
    </Stack>
  );
};
