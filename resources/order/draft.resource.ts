/**
 * Draft orders as react-admin's `draft_orders` (the data methods only): their screens are
 * the orders resource's `/orders/draft...` routes (SPEC §2), so this declaration has no menu.
 */
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { defineResource } from '../../src/lib/defineResource';
import { draftRoutes } from './draft.routes';

const SORTS: Record<string, string> = {
  updated_at: 'updated_at',
  created_at: 'created_at',
  number: 'number',
  name: 'number',
  total: 'total',
};

export const draftOrderResource = defineResource({
  name: 'draft_orders',
  idField: '_id',
  crud: {
    getList: {
      route: draftRoutes.list,
      query: ({ pagination, sort, filter }) => ({
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 20,
        sort: SORTS[sort?.field ?? ''] ?? 'updated_at',
        order: sort?.order === 'ASC' ? 'asc' : 'desc',
        ...(filter?.q && String(filter.q).trim() ? { q: String(filter.q).trim() } : {}),
      }),
      read: (answer) => ({ data: answer.data.drafts, total: answer.data.total }),
    },
    getOne: { route: draftRoutes.get },
    create: { route: draftRoutes.create },
    update: { route: draftRoutes.update },
    deleteMany: { route: draftRoutes.deleteMany },
  },
  i18n: () => import('./draft.i18n').then((m) => m.draftMessages),
  uses: ['orders', 'customers', 'discounts', 'fulfillments', 'mails', 'shipping_zones'],
  icon: NoteAddIcon,
  recordRepresentation: 'name',
  menu: false,
});
