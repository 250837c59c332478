/** SPEC §7 Blacklist, with its quirk: the delete is DELETE …/bulk-update with no body. */
import { blacklistRoutes } from '../../resources/blacklist/blacklist.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const base = `/product-2/api/${SHOP_ID}`;
const keywords = ['free', 'cheap'];

export const blacklistCases: ContractCase[] = [
  callCase({
    route: blacklistRoutes.get,
    request: { method: 'GET', path: `${base}/blacklist` },
    reply: { data: { keywords } },
    what: 'reads data.keywords',
  }),
  callCase({
    route: blacklistRoutes.save,
    args: { body: { keywords, shop_id: SHOP_ID } },
    request: { method: 'POST', path: `${base}/blacklist`, body: { keywords, shop_id: SHOP_ID } },
    reply: { data: { keywords } },
    what: 'sends the data plus shop_id and reads data.keywords',
  }),
  callCase({
    route: blacklistRoutes.clear,
    // Even if a caller passes a body, bodyKind 'none' keeps the wire body empty.
    args: { body: { keywords } },
    request: { method: 'DELETE', path: `${base}/bulk-update` },
    reply: { data: { keywords: [] } },
    what: 'reads data.keywords',
  }),
];
