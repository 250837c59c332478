/**
 * Orders export through the job queue (SPEC §7 "Export via channel EXPORT-ORDER"):
 * POST /redis-publish?channel=EXPORT-ORDER with { shop_id, user_id, ...filters }, then
 * the job polled every second until it is done (the CSV is downloaded) or failed.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { datedFileName, saveBlob } from '../../src/lib/download';
import { jobRoutes } from '../job/job.routes';
import type { Job } from '../job/job.schema';

export const EXPORT_CHANNEL = 'EXPORT-ORDER';
const POLL_MS = 1000;
const finished = (job?: Job) => job?.status === 'done' || job?.status === 'failed';

export function useOrderExport() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const shopId = getCurrentShopId();
  const [jobId, setJobId] = useState<string>();
  const saved = useRef<string>(undefined);

  const job = useQuery({
    queryKey: ['order-export', shopId, jobId],
    enabled: Boolean(jobId),
    queryFn: ({ signal }) => dataProvider.call(jobRoutes.get, { params: { job_id: jobId ?? '' }, signal }).then((a) => a.data),
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
  });

  const download = async (id: string) => {
    try {
      const blob = await dataProvider.call(jobRoutes.download, { params: { job_id: id } });
      saveBlob(blob, datedFileName('orders', 'csv'));
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };

  // The file is saved once, as soon as the job is done.
  useEffect(() => {
    if (job.data?.status === 'done' && saved.current !== job.data.id) {
      saved.current = job.data.id;
      void download(job.data.id);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data?.status, job.data?.id]);

  const start = async (params: Record<string, unknown>) => {
    try {
      const answer = await dataProvider.call(jobRoutes.publish, {
        query: { channel: EXPORT_CHANNEL },
        body: params,
      });
      setJobId(answer.data.id);
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };

  const reset = () => setJobId(undefined);
  return { job: job.data, running: Boolean(jobId) && !finished(job.data), canStart: Boolean(identity?.id), start, download, reset };
}
