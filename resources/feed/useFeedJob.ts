/**
 * The feed and its generation: GET …/feed, POST /redis-publish?channel=GEN-FEED-PRODUCT
 * with shop_id and user_id, then the job polled every second until it is done or failed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetIdentity } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { jobRoutes } from '../job/job.routes';
import { feedRoutes } from './feed.routes';
import { FEED_CHANNEL, isFinished } from './feed.schema';

export const POLL_MS = 1000;

export function useFeedJob() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const { data: identity } = useGetIdentity();
  const shopId = getCurrentShopId();
  const feedKey = ['feed', shopId];
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => dataProvider.call(feedRoutes.get, { signal }).then((a) => a.data),
  });
  const [jobId, setJobId] = useState<string>();
  // A generation still running when the screen opens is followed too.
  useEffect(() => {
    const latest = feed.data?.job;
    if (!jobId && latest && !isFinished(latest)) setJobId(latest.id);
  }, [feed.data, jobId]);

  const job = useQuery({
    queryKey: ['feed-job', shopId, jobId],
    enabled: Boolean(jobId),
    queryFn: ({ signal }) => dataProvider.call(jobRoutes.get, { params: { job_id: jobId ?? '' }, signal }).then((a) => a.data),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : POLL_MS),
  });
  const finished = job.data && isFinished(job.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: feedKey });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished]);

  const generate = async () => {
    const answer = await dataProvider.call(jobRoutes.publish, {
      query: { channel: FEED_CHANNEL },
          });
    queryClient.setQueryData(['feed-job', shopId, answer.data.id], answer.data);
    setJobId(answer.data.id);
  };

  const download = (feedJobId: string) =>
    dataProvider.call(jobRoutes.download, { params: { job_id: feedJobId } });

  const remove = async () => {
    await dataProvider.call(feedRoutes.delete);
    setJobId(undefined);
    await queryClient.invalidateQueries({ queryKey: feedKey });
  };

  return { feed: feed.data?.feed ?? null, isPending: feed.isPending, job: job.data ?? (jobId ? undefined : feed.data?.job ?? undefined),
    canGenerate: Boolean(identity?.id), generate, download, remove };
}
