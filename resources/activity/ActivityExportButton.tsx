/** Export: the same filtered activity as CSV (GET …/activity/export), saved as a file. */
import DownloadIcon from '@mui/icons-material/Download';
import { useState } from 'react';
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { datedFileName, saveBlob } from '../../src/lib/download';
import { activityListQuery } from './activity.query';
import { activityRoutes } from './activity.routes';

export const ActivityExportButton = () => {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const { filterValues, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const blob = await dataProvider.call(activityRoutes.export, {
        query: activityListQuery({ filter: filterValues }),
      });
      saveBlob(blob, datedFileName('activity', 'csv'));
    } catch {
      notify('resources.activity.export_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="resources.activity.export" onClick={exportCsv} disabled={busy || !total}>
      <DownloadIcon />
    </Button>
  );
};
