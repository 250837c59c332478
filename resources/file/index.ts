/** Shop images (SPEC §2 /setting/files; §7 Shop images). */
import PermMediaIcon from '@mui/icons-material/PermMedia';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { fileRoutes } from './file.routes';

const FilesPage = lazyNamed(() => import('./FilesPage'), 'FilesPage');

export const fileResource = defineResource({
  name: 'files',
  crud: {
    getList: {
      route: fileRoutes.list,
      query: ({ pagination }) => ({ page: pagination?.page ?? 1, limit: pagination?.perPage ?? 24 }),
      read: (answer) => ({ data: answer.data.images, total: answer.data.total }),
    },
    deleteMany: { route: fileRoutes.deleteMany },
  },
  i18n: () => import('./file.i18n').then((m) => m.fileMessages),
  menu: false,
  routes: [
    {
      path: '/setting/files',
      component: FilesPage,
      menu: { label: 'resources.files.menu', group: 'settings', order: 60, icon: PermMediaIcon },
    },
  ],
});
