/** The product's first image, or a placeholder; lazy-loaded (long lists). */
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Product } from '../../resources/product/product.schema';

export const ProductThumbnail = ({ size = 40 }: { size?: number }) => {
  const record = useRecordContext<Product>();
  const url = record?.media?.[0]?.url;
  return (
    <Avatar
      variant="rounded"
      src={url}
      alt={record?.media?.[0]?.alt ?? ''}
      sx={{ width: size, height: size, bgcolor: 'grey.100' }}
      imgProps={{ loading: 'lazy' }}
    >
      <ImageIcon color="disabled" />
    </Avatar>
  );
};
