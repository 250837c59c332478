/** Issue 27 item 3: the shop's Trash, paged by area, and the restore of one item with a replacement handle. */
import { trashRoutes } from '../../resources/trash/trash.routes';
import { callCase, SHOP_ID, USER_ID, type ContractCase } from './contractCase';

const base = `/record/api/${SHOP_ID}/trash`;
const item = {
  id: 't1',
  resource: 'collections',
  area: 'collections',
  record_id: 'c1',
  title: 'Summer',
  author: { id: USER_ID, name: 'Linh Nguyen' },
  deleted_at: '2026-11-27T09:00:00.000Z',
  expires_at: '2026-12-27T09:00:00.000Z',
};

export const trashCases: ContractCase[] = [
  callCase({
    route: trashRoutes.list,
    args: { query: { area: 'collections', page: 1, limit: 20 } },
    request: { method: 'GET', path: base, query: { area: 'collections', page: '1', limit: '20' } },
    reply: { data: { items: [item], total: 1, page: 1, limit: 20 } },
    what: 'reads data.items, newest first, with who deleted each and when it is purged',
  }),
  callCase({
    route: trashRoutes.restore,
    args: { params: { trash_id: 't1' }, body: { handle: 'summer-2' } },
    request: { method: 'POST', path: `${base}/t1/restore`, body: { handle: 'summer-2' } },
    reply: { data: { resource: 'collections', record_id: 'c1' } },
    what: 'reads data: the restored record (its table and id)',
  }),
];
