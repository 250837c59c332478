/**
 * The feed and its generation: GET …/feed, then the shared job hook on GEN-FEED-PRODUCT
 * (publish, poll every second until done or failed); the feed is read again when it ends.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { useJob } from '../../src/components/useJob';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { feedRoutes } from './feed.routes';
import { FEED_CHANNEL, isFinished } from './feed.schema';

export function useFeedJob() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const feedKey = ['feed', getCurrentShopId()];
  const feed = useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => dataProvider.call(feedRoutes.get, { signal }).then((a) => a.data),
  });
  const { job, jobId, canStart, start, follow, download, reset } = useJob({
    channel: FEED_CHANNEL,
    onFinished: () => void queryClient.invalidateQueries({ queryKey: feedKey }),
  });
  // A generation still running when the screen opens is followed too.
  useEffect(() => {
    const latest = feed.data?.job;
    if (!jobId && latest && !isFinished(latest)) follow(latest.id);
  }, [feed.data, jobId, follow]);

  const remove = async () => {
    await dataProvider.call(feedRoutes.delete);
    reset();
    await queryClient.invalidateQueries({ queryKey: feedKey });
  };

  return {
    feed: feed.data?.feed ?? null,
    isPending: feed.isPending,
    job: job ?? (jobId ? undefined : (feed.data?.job ?? undefined)),
    canGenerate: canStart,
    generate: () => start({}).then(() => undefined),
    download,
    remove,
  };
}
