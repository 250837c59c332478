/** Before and after per product, as the preview (POST …/bulk-update) computed them. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { BulkRow } from './product.schema';
import type { BulkField } from './product.bulk';
import { useShopMoney } from '../../src/components/useShopMoney';

/** One product of the preview's answer. */
export type BulkPreviewRow = z.infer<typeof BulkRow>;

export const ProductBulkPreview = ({ rows, fields }: { rows: BulkPreviewRow[]; fields: BulkField[] }) => {
  const translate = useTranslate();
  const { format } = useShopMoney();
  const show = (field: BulkField, value: unknown) => {
    if (value === null || value === undefined) return '-';
    if (field === 'price' || field === 'compare_at_price') return format(value as number);
    if (field === 'status') return translate(`resources.products.status.${String(value)}`);
    if (Array.isArray(value)) return value.join(', ');
    return String(value);
  };
  if (rows.length === 0) return <Typography>{translate('resources.products.bulk.nothing')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.products.bulk.preview_table')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.products.fields.title')}</TableCell>
          {fields.map((f) => (
            <TableCell key={f}>{translate(`resources.products.fields.${f}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} sx={{ opacity: row.changed ? 1 : 0.6 }}>
            <TableCell>{row.title}</TableCell>
            {fields.map((f) => (
              <TableCell key={f}>{`${show(f, row.before[f])} → ${show(f, row.after[f])}`}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
