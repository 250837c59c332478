/**
 * The newest bulk update of the shop that can still be undone (24 hours): what it changed
 * and an Undo button that writes the previous values back (issue 15 item 12).
 */
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { productRoutes } from './product.routes';
import { useDateFormat } from '../../src/components/useShopTime';

export const BULK_LAST_KEY = ['products', 'bulk-update', 'last'];

export const ProductBulkUndo = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { dateTime } = useDateFormat();
  const client = useQueryClient();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data: last } = useQuery({
    queryKey: BULK_LAST_KEY,
    queryFn: async () => (await dataProvider.call(productRoutes.bulkLast)).data,
  });
  const undo = useMutation({
    mutationFn: (id: string) => dataProvider.call(productRoutes.bulkUndo, { params: { bulk_id: id } }),
    onSuccess: ({ data }) => {
      const skipped = data.skipped.length
        ? ` ${translate('resources.products.bulk.undo_skipped', { smart_count: data.skipped.length })}`
        : '';
      notify(`${translate('resources.products.bulk.undone', { smart_count: data.restored })}${skipped}`, {
        type: 'success',
      });
      void client.invalidateQueries({ queryKey: BULK_LAST_KEY });
      void client.invalidateQueries({ queryKey: ['products'] });
    },
    onError: (error) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' }),
  });
  if (!last) return null;
  const when = dateTime;
  return (
    <Card component="section" aria-label={translate('resources.products.bulk.undo_title')}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('resources.products.bulk.undo_title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('resources.products.bulk.undo_help', {
            smart_count: last.count,
            at: when(last.created_at),
            until: when(last.expires_at),
          })}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UndoIcon />}
          disabled={undo.isPending}
          onClick={() => undo.mutate(last.id)}
        >
          {translate('resources.products.bulk.undo')}
        </Button>
      </CardContent>
    </Card>
  );
};
