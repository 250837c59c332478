/** Active or inactive (SPEC §4), as a chip. */
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Product } from '../../resources/product/product.schema';

export const ProductStatusField = () => {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.status === 'active' ? 'success' : 'default'}
      label={translate(`resources.products.status.${record.status}`)}
    />
  );
};
