/** /activity (issue 27 item 4): the shop's changes, who made them and when. */
import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { activityListQuery } from './activity.query';
import { activityRoutes } from './activity.routes';

const ActivityList = lazyNamed(() => import('./ActivityList'), 'ActivityList');

export const activityResource = defineResource({
  name: 'activity',
  crud: {
    getList: {
      route: activityRoutes.list,
      query: activityListQuery,
      read: (answer) => ({ data: answer.data.entries, total: answer.data.total }),
    },
  },
  i18n: () => import('./activity.i18n').then((m) => m.activityMessages),
  // The areas a row links to: their field labels name the changed fields.
  uses: ['products', 'collections', 'customers', 'gift_cards', 'menus', 'pages', 'shipping_zones', 'subfees'],
  list: ActivityList,
  listDefaults: { sort: { field: 'at', order: 'DESC' }, perPage: 25 },
  icon: HistoryIcon,
  menu: { group: 'analytics', order: 2 },
});
