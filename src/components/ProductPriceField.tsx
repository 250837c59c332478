/**
 * Price in the shop currency, with the compare-at price struck through when higher.
 * A list reads the shop's money format once and passes it (`format`): asked for in each
 * row, every row would subscribe to the current shop's query (20 observers per page).
 */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Product } from '../../resources/product/product.schema';
import { useShopMoney } from './useShopMoney';

type Format = ReturnType<typeof useShopMoney>['format'];

const Price = ({ format }: { format: Format }) => {
  const record = useRecordContext<Product>();
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

const PriceInShopMoney = () => <Price format={useShopMoney().format} />;

export const ProductPriceField = ({ format }: { format?: Format }) =>
  format ? <Price format={format} /> : <PriceInShopMoney />;
