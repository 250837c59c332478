/**
 * Data feeds: one screen, /setting/feed (SPEC §2). Its calls are SPEC §7 Feed (get,
 * delete) and the job queue (publish on GEN-FEED-PRODUCT, status, download).
 */
import RssFeedIcon from '@mui/icons-material/RssFeed';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const FeedPage = lazyNamed(() => import('./FeedPage'), 'FeedPage');

export const feedResource = defineResource({
  name: 'feed',
  crud: {},
  i18n: () => import('./feed.i18n').then((m) => m.feedMessages),
  menu: false,
  routes: [
    {
      path: '/setting/feed',
      component: FeedPage,
      menu: { label: 'resources.feed.menu', group: 'settings', order: 51, icon: RssFeedIcon },
    },
  ],
});
