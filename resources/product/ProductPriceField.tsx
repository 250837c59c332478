/** Price in the shop currency, with the compare-at price struck through when higher. */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Product } from './product.schema';
import { useShopMoney } from './useShopMoney';

export const ProductPriceField = () => {
  const record = useRecordContext<Product>();
  const { format } = useShopMoney();
  if (!record) return null;
  const compare = record.compare_at_price;
  return (
    <Typography variant="body2" component="span">
      {format(record.price)}
      {compare !== null && compare !== undefined && compare > record.price && (
        <Typography component="s" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          {format(compare)}
        </Typography>
      )}
    </Typography>
  );
};
