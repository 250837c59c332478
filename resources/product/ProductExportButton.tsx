/** Export: the list call with isExport (SPEC §7), current search, filters and sort; saved as CSV. */
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { datedFileName, saveBlob } from '../../src/lib/download';
import { productExportQuery } from './product.query';
import { productRoutes } from './product.routes';

export const ProductExportButton = () => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const { sort, filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.call(productRoutes.export, {
        query: productExportQuery({ sort, filter: filterValues }),
      });
      saveBlob(blob, datedFileName('products', 'csv'));
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button label="ra.action.export" onClick={exportCsv} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
