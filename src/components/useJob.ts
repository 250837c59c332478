/**
 * One job of the queue (SPEC §7 POST /redis-publish?channel=… with the params plus
 * shop_id and user_id), followed until it is done or failed, and its file downloaded.
 * The http layer adds shop_id and user_id (the route's flags). Shared by the feed (GEN-FEED-PRODUCT), the order export (EXPORT-ORDER), the review
 * export (EXPORT-REVIEW) and the shop's data download (EXPORT-SHOP): publish -> poll every second -> download.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { jobRoutes } from '../../resources/job/job.routes';
import type { Channel, Job } from '../../resources/job/job.schema';
import { getCurrentShopId } from '../lib/currentShop';
import { saveBlob } from '../lib/download';

export const JOB_POLL_MS = 1000;
export const isJobFinished = (job?: Pick<Job, 'status'> | null) => job?.status === 'done' || job?.status === 'failed';

/** A channel our own calls queue (a shop clone's copy, a catalogue copy): followed here, never started. */
export type FollowedChannel = 'CLONE-SHOP' | 'COPY-CATALOGUE';

export interface UseJobOptions {
  /** A channel merchants publish on (start), or one a call of ours queues (follow only). */
  channel: Channel | FollowedChannel;
  /** When given, the file is saved under this name as soon as the job is done (once per job). */
  saveAs?: (job: Job) => string;
  /** Called once when a followed job finishes. */
  onFinished?: (job: Job) => void;
}

export function useJob({ channel, saveAs, onFinished }: UseJobOptions) {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const shopId = getCurrentShopId();
  const [jobId, setJobId] = useState<string>();
  const finishedId = useRef<string>(undefined);
  const fail = (error: unknown) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' });

  const job = useQuery({
    queryKey: ['job', shopId, channel, jobId],
    enabled: Boolean(jobId),
    queryFn: ({ signal }) =>
      dataProvider.call(jobRoutes.get, { params: { job_id: jobId ?? '' }, signal }).then((a) => a.data as Job),
    refetchInterval: (query) => (isJobFinished(query.state.data) ? false : JOB_POLL_MS),
  });

  const download = (id: string) => dataProvider.call(jobRoutes.download, { params: { job_id: id } });
  const save = async (id: string, name: string) => {
    try {
      saveBlob(await download(id), name);
    } catch (error) {
      fail(error);
    }
  };

  useEffect(() => {
    const data = job.data;
    if (!data || !isJobFinished(data) || finishedId.current === data.id) return;
    finishedId.current = data.id;
    onFinished?.(data);
    if (data.status === 'done' && saveAs) void save(data.id, saveAs(data));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data?.status, job.data?.id]);

  /** Publishes the job with these params; false when it could not be queued (a toast says why). */
  const start = async (params: Record<string, unknown> = {}) => {
    try {
      const answer = await dataProvider.call(jobRoutes.publish, {
        query: { channel: channel as Channel },
        body: params,
      });
      setJobId(answer.data.id);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  return {
    job: jobId ? job.data : undefined,
    jobId,
    running: Boolean(jobId) && !isJobFinished(job.data),
    canStart: Boolean(identity?.id),
    start,
    /** Follows a job already queued (one still running when the screen opens). */
    follow: setJobId,
    download,
    save,
    reset: () => setJobId(undefined),
  };
}
