/** The private app area's calls: list, create (the token answered once), revoke. */
import { privateAppRoutes } from '../../resources/private-app/privateApp.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/app/api/${SHOP_ID}/private-apps`;
const erp = {
  id: 'a1',
  shop_id: SHOP_ID,
  name: 'ERP sync',
  scopes: ['read_products'],
  token_hint: 'shpat_1a2b',
  revoked_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
};

export const privateAppCases: ContractCase[] = [
  callCase({
    route: privateAppRoutes.list,
    args: { query: { page: 1, limit: 50 } },
    request: { method: 'GET', path: base, query: { page: '1', limit: '50' } },
    reply: { data: { private_apps: [erp], total: 1, page: 1, limit: 50 } },
    what: 'reads data.private_apps',
  }),
  callCase({
    route: privateAppRoutes.create,
    args: { body: { name: 'ERP sync', scopes: ['read_products'] } },
    request: { method: 'POST', path: base, body: { name: 'ERP sync', scopes: ['read_products'] } },
    reply: { data: { ...erp, access_token: 'shpat_1a2b3c' } },
    status: 201,
    what: 'reads the access token, sent this once',
  }),
  callCase({
    route: privateAppRoutes.revoke,
    args: { params: { id: 'a1' } },
    request: { method: 'DELETE', path: `${base}/a1` },
    reply: { data: { ...erp, revoked_at: '2026-11-23T11:00:00.000Z' } },
    what: 'sends no body and reads the revoked app',
  }),
];
