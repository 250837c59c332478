/** Surcharges (SPEC §7 Surcharge, "subfee"): /setting/subfee and /setting/subfee/{action}/{id?}. */
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { subfeeMessages } from './subfee.i18n';
import { SUBFEE_PATH } from './subfee.paths';
import { subfeeRoutes } from './subfee.routes';

const SubfeeList = lazyNamed(() => import('./SubfeeList'), 'SubfeeList');
const SubfeeEditPage = lazyNamed(() => import('./SubfeeEditPage'), 'SubfeeEditPage');

export const subfeeResource = defineResource({
  name: 'subfees',
  crud: {
    getList: {
      route: subfeeRoutes.list,
      query: (p) => ({
        page: p.pagination?.page ?? 1,
        limit: p.pagination?.perPage ?? 50,
        ...(p.filter?.q ? { q: p.filter.q } : {}),
      }),
      read: (answer) => ({ data: answer.data.subfees, total: answer.data.total }),
    },
    getOne: { route: subfeeRoutes.get },
    create: { route: subfeeRoutes.create },
    update: { route: subfeeRoutes.update },
    deleteMany: { route: subfeeRoutes.deleteMany },
  },
  i18n: subfeeMessages,
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
  menu: false,
  routes: [
    {
      path: SUBFEE_PATH,
      component: SubfeeList,
      menu: { label: 'resources.subfees.menu', group: 'settings', order: 21, icon: PriceChangeIcon },
    },
    { path: `${SUBFEE_PATH}/:action/:id?`, component: SubfeeEditPage },
  ],
});
