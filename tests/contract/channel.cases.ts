/** Sales channels (ours, no SPEC §7 calls). */
import { channelRoutes } from '../../resources/channel/channel.resource';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const settings = { channels: { online_store: true, google: true, facebook: false }, active_products: 3, products: 4 };

export const channelCases: ContractCase[] = [
  callCase({
    route: channelRoutes.get,
    args: {},
    request: { method: 'GET', path: `/channel/api/${SHOP_ID}` },
    reply: { data: settings },
    what: 'reads data',
  }),
  callCase({
    route: channelRoutes.update,
    args: { body: { channels: { google: true } } },
    request: { method: 'PUT', path: `/channel/api/${SHOP_ID}`, body: { channels: { google: true } } },
    reply: { data: settings },
    what: 'sends the changed channels, reads data',
  }),
];
