/** Issue 27: a record's history, paged, and the restore of one version with the version read. */
import { historyRoutes } from '../../resources/history/history.routes';
import { callCase, SHOP_ID, USER_ID, type ContractCase } from './contractCase';

const base = `/record/api/${SHOP_ID}/products/p1/history`;
const version = {
  version: 2,
  action: 'update',
  author: { id: USER_ID, name: 'Linh Nguyen' },
  source: '/products/p1',
  at: '2026-11-27T09:00:00.000Z',
  state: { id: 'p1', title: 'Mug', price: 15, version: 1 },
};

export const historyCases: ContractCase[] = [
  callCase({
    route: historyRoutes.list,
    args: { params: { resource: 'products', record_id: 'p1' }, query: { page: 1, limit: 20 } },
    request: { method: 'GET', path: base, query: { page: '1', limit: '20' } },
    reply: { data: { versions: [version], total: 1, page: 1, limit: 20 } },
    what: "reads data.versions, newest first, with each one's author, screen and state",
  }),
  callCase({
    route: historyRoutes.restore,
    args: { params: { resource: 'products', record_id: 'p1', version: 1 }, body: { version: 2 } },
    request: { method: 'POST', path: `${base}/1/restore`, body: { version: 2 } },
    reply: { data: { id: 'p1', title: 'Mug', price: 12, version: 3 } },
    what: 'reads data: the record as restored (a new version)',
  }),
];
