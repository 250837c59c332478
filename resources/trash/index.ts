/**
 * Trash (issue 27 item 3): deleted records, one tab per area, restorable for 30 days.
 * getList => GET /record/api/{shop}/trash?area=&page=&limit= (newest first).
 */
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { trashScreens } from './trash.resource';
import { trashRoutes } from './trash.routes';

const TrashList = lazyNamed(() => import('./TrashList'), 'TrashList');

export const trashResource = defineResource({
  name: 'trash',
  crud: {
    getList: {
      route: trashRoutes.list,
      query: ({ pagination, filter }) => ({
        ...(filter?.area ? { area: String(filter.area) } : {}),
        page: pagination?.page ?? 1,
        limit: Math.min(pagination?.perPage ?? 25, 100),
      }),
      read: (answer) => ({ data: answer.data.items, total: answer.data.total }),
    },
  },
  i18n: () => import('./trash.i18n').then((m) => m.trashMessages),
  icon: DeleteSweepIcon,
  recordRepresentation: 'title',
  menu: false,
  routes: [
    {
      path: trashScreens.list,
      component: TrashList,
      menu: {
        label: 'resources.trash.menu',
        group: 'settings',
        order: 95,
        icon: DeleteSweepIcon,
        description: 'resources.trash.description',
      },
    },
    { path: trashScreens.patterns.area, component: TrashList },
  ],
});
