/** /analytics (SPEC §2): the sales report. No records of its own: one screen on the order analysis call. */
import BarChartIcon from '@mui/icons-material/BarChart';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { analyticsMessages } from './analytics.i18n';

const AnalyticsPage = lazyNamed(() => import('./AnalyticsPage'), 'AnalyticsPage');

export const ANALYTICS_PATH = '/analytics';

export const analyticsResource = defineResource({
  name: 'analytics',
  crud: {},
  i18n: analyticsMessages,
  menu: false,
  routes: [
    {
      path: ANALYTICS_PATH,
      component: AnalyticsPage,
      menu: { label: 'resources.analytics.menu', group: 'analytics', order: 1, icon: BarChartIcon },
    },
  ],
});
