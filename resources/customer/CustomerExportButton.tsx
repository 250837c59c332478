/** Export as CSV (POST …/export, a blob): the selected customers, else those matching the search, else all. */
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { datedFileName, saveBlob } from '../../src/lib/download';
import { customerExportBody } from './customer.query';
import { customerRoutes } from './customer.routes';

export const CustomerExportButton = ({ label = 'ra.action.export' }: { label?: string }) => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const { filterValues, selectedIds, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.call(customerRoutes.export, {
        body: customerExportBody(filterValues, (selectedIds ?? []).map(String)),
      });
      saveBlob(blob, datedFileName('customers', 'csv'));
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={exportCsv} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
};
