/** Export the shop's data (EXPORT-SHOP job), then download the JSON file it wrote. */
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { datedFileName, saveBlob } from '../../src/lib/download';
import { jobRoutes } from '../job/job.routes';

const finished = (status?: string) => status === 'done' || status === 'failed';

export const ShopExport = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data: identity } = useGetIdentity();
  const [jobId, setJobId] = useState<string>();
  const job = useQuery({
    queryKey: ['shop-export', jobId],
    enabled: Boolean(jobId),
    queryFn: ({ signal }) =>
      dataProvider.call(jobRoutes.get, { params: { job_id: jobId ?? '' }, signal }).then((a) => a.data),
    refetchInterval: (q) => (finished(q.state.data?.status) ? false : 1000),
  });
  const start = async () => {
    try {
      const answer = await dataProvider.call(jobRoutes.publish, { query: { channel: 'EXPORT-SHOP' }, body: {} });
      setJobId(answer.data.id);
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };
  const download = async () =>
    saveBlob(
      await dataProvider.call(jobRoutes.download, { params: { job_id: jobId ?? '' } }),
      datedFileName('shop-export', 'json'),
    );
  const running = Boolean(jobId) && !finished(job.data?.status);
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2">
        {translate('resources.billing.export')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.billing.export_help')}
      </Typography>
      {running ? <LinearProgress aria-label={translate('resources.billing.export_running')} sx={{ mb: 1 }} /> : null}
      {job.data?.status === 'done' ? (
        <Button variant="contained" onClick={download}>
          {translate('resources.billing.export_ready')}
        </Button>
      ) : (
        <Button variant="outlined" onClick={start} disabled={running || !identity?.id}>
          {translate('resources.billing.export')}
        </Button>
      )}
    </Box>
  );
};
