/** SPEC §7 Feed: read and delete; generation is job.publish on channel GEN-FEED-PRODUCT. */
import { feedRoutes } from '../../resources/feed/feed.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const feed = { url: 'https://maple-co.shops.test/feed.xml', items: 21, generated_at: '2026-01-01T00:00:00.000Z' };

export const feedCases: ContractCase[] = [
  callCase({
    route: feedRoutes.get,
    request: { method: 'GET', path: `/product-2/api/${SHOP_ID}/feed` },
    reply: { data: feed },
    what: 'reads data.url, data.items and data.generated_at',
  }),
  callCase({
    route: feedRoutes.delete,
    request: { method: 'DELETE', path: `/product-2/api/${SHOP_ID}/feed` },
    reply: { data: { deleted: true } },
    what: 'reads data.deleted',
  }),
];
