/** SPEC §7 Feed calls; generation goes through the job queue (job.publish, channel GEN-FEED-PRODUCT). */
import { defineRoutes } from '../../core/route';
import { FeedAnswer, FeedDeletedAnswer } from './feed.schema';

export const feedRoutes = defineRoutes('feed', {
  get: {
    method: 'GET',
    path: '/product-2/api/{shop}/feed',
    response: FeedAnswer,
    summary: "The shop's product feed: URL, item count, last generation.",
  },
  delete: {
    method: 'DELETE',
    path: '/product-2/api/{shop}/feed',
    bodyKind: 'none',
    response: FeedDeletedAnswer,
    summary: 'Delete the product feed.',
  },
});
