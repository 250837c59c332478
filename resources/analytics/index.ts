/** /analytics (SPEC §2): the sales report. No records of its own: one screen on the order analysis call. */
import BarChartIcon from '@mui/icons-material/BarChart';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const AnalyticsPage = lazyNamed(() => import('./AnalyticsPage'), 'AnalyticsPage');

export const ANALYTICS_PATH = '/analytics';

export const analyticsResource = defineResource({
  name: 'analytics',
  crud: {},
  i18n: () => import('./analytics.i18n').then((m) => m.analyticsMessages),
  menu: false,
  routes: [
    {
      path: ANALYTICS_PATH,
      component: AnalyticsPage,
      menu: { label: 'resources.analytics.menu', group: 'analytics', order: 1, icon: BarChartIcon },
    },
  ],
});
