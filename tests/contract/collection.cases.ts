/** SPEC §7 Collection: list with query params, one, create with shop_id, update, delete with a body. */
import { collectionRoutes } from '../../resources/collection/collection.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}/category`;
const summer = { _id: 'c1', id: 'c1', shop_id: SHOP_ID, title: 'Summer', handle: 'summer', products_count: 3 };

export const collectionCases: ContractCase[] = [
  callCase({
    route: collectionRoutes.list,
    args: { query: { page: 1, limit: 50, sort: 'title', order: 'asc', q: 'sum' } },
    request: { method: 'GET', path: base, query: { page: '1', limit: '50', sort: 'title', order: 'asc', q: 'sum' } },
    reply: { data: { collections: [summer], total: 1 } },
    what: 'reads data.collections and data.total',
  }),
  callCase({
    route: collectionRoutes.get,
    args: { params: { collection_id: 'c1' } },
    request: { method: 'GET', path: `${base}/c1` },
    reply: { data: summer },
    what: 'reads data as the collection',
  }),
  callCase({
    route: collectionRoutes.create,
    args: { body: { title: 'Summer', description: '<p>Sun</p>', shop_id: SHOP_ID } },
    request: { method: 'POST', path: base, body: { title: 'Summer', description: '<p>Sun</p>', shop_id: SHOP_ID } },
    status: 201,
    reply: { data: summer },
    what: 'sends the data plus shop_id and reads data',
  }),
  callCase({
    route: collectionRoutes.update,
    args: { params: { id: 'c1' }, body: { title: 'Summer sale' } },
    request: { method: 'PUT', path: `${base}/c1`, body: { title: 'Summer sale' } },
    reply: { data: { ...summer, title: 'Summer sale' } },
    what: 'reads data as the collection',
  }),
  callCase({
    route: collectionRoutes.deleteMany,
    args: { body: { ids: ['c1', 'c2'] } },
    request: { method: 'DELETE', path: base, body: { ids: ['c1', 'c2'] } },
    reply: { data: { ids: ['c1', 'c2'] } },
    what: 'reads data.ids',
  }),
];
