/**
 * Search the catalogue (autocomplete on products), pick a variant when the product has
 * them, and add the line. Adding the same product and variant again raises its quantity.
 */
import AddIcon from '@mui/icons-material/Add';
import { Autocomplete, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import type { Product } from '../product/product.schema';
import { variantTitle, type DraftLine } from './order.draft';
import { useShopMoney } from '../../src/components/useShopMoney';

type ProductRecord = Product & { id: string };

export const OrderDraftProductPicker = ({ onAdd }: { onAdd: (line: DraftLine) => void }) => {
  const translate = useTranslate();
  const money = useShopMoney().format;
  const [q, setQ] = useState('');
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [variantId, setVariantId] = useState('');
  const { data = [], isFetching } = useGetList<ProductRecord>('products', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'title', order: 'ASC' },
    filter: q ? { q } : {},
  });
  const variants = (product?.variants ?? []).filter((v) => v.id);
  const variant = variants.find((v) => v.id === variantId);

  const add = () => {
    if (!product || (variants.length > 0 && !variant)) return;
    onAdd({
      product_id: product.id,
      variant_id: variant?.id ?? null,
      title: product.title,
      variant_title: variant ? variantTitle(variant.options) : null,
      price: variant?.price ?? product.price,
      quantity: 1,
    });
    setProduct(null);
    setVariantId('');
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Autocomplete
        sx={{ flex: 2, minWidth: 240 }}
        options={data}
        loading={isFetching}
        value={product}
        filterOptions={(options) => options}
        getOptionLabel={(p) => `${p.title} · ${money(p.price)}`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_e, value, reason) => {
          if (reason === 'input') setQ(value.trim());
        }}
        onChange={(_e, value) => {
          setProduct(value);
          setVariantId('');
        }}
        noOptionsText={translate('resources.orders.draft.no_products')}
        renderInput={(params) => (
          <TextField {...params} size="small" label={translate('resources.orders.draft.find_product')} />
        )}
      />
      {variants.length > 0 && (
        <TextField
          select
          size="small"
          sx={{ flex: 1, minWidth: 160 }}
          label={translate('resources.orders.draft.variant')}
          value={variantId}
          onChange={(e) => setVariantId(e.target.value)}
        >
          {variants.map((v) => (
            <MenuItem
              key={v.id}
              value={v.id ?? ''}
            >{`${variantTitle(v.options) ?? ''} · ${money(v.price ?? product?.price)}`}</MenuItem>
          ))}
        </TextField>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={add}
        disabled={!product || (variants.length > 0 && !variant)}
      >
        {translate('resources.orders.draft.add_item')}
      </Button>
    </Stack>
  );
};
