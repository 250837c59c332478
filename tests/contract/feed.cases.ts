/** SPEC §7 Feed: read and delete; generation is job.publish on channel GEN-FEED-PRODUCT. */
import { feedRoutes } from '../../resources/feed/feed.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const feed = {
  url: `/redis-publish/${SHOP_ID}/jobs/job-9/file`,
  items: 21,
  generated_at: '2026-01-01T00:00:00.000Z',
  job_id: 'job-9',
};
const job = {
  id: 'job-9',
  channel: 'GEN-FEED-PRODUCT',
  shop_id: SHOP_ID,
  status: 'done',
  progress: 100,
  result: { items: 21 },
  error: null,
  attempts: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  started_at: '2026-01-01T00:00:00.000Z',
  finished_at: '2026-01-01T00:00:01.000Z',
};

export const feedCases: ContractCase[] = [
  callCase({
    route: feedRoutes.get,
    request: { method: 'GET', path: `/product-2/api/${SHOP_ID}/feed` },
    reply: { data: { feed, job } },
    what: 'reads data.feed (url, items, generated_at, job_id) and data.job',
  }),
  callCase({
    route: feedRoutes.get,
    variant: 'before the first feed',
    request: { method: 'GET', path: `/product-2/api/${SHOP_ID}/feed` },
    reply: { data: { feed: null, job: null } },
    what: 'reads data.feed as null',
  }),
  callCase({
    route: feedRoutes.delete,
    request: { method: 'DELETE', path: `/product-2/api/${SHOP_ID}/feed` },
    reply: { data: { deleted: true } },
    what: 'reads data.deleted',
  }),
];
