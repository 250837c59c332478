/** The channel calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { ChannelsAnswer, ChannelsBody } from './channel.schema';
import { channelRoutes } from './channel.routes';

export const channelSchemas = {
  get: {
    response: ChannelsAnswer,
    summary: 'The sales channels enabled in the shop, with its active products.',
  },
  update: {
    body: ChannelsBody,
    response: ChannelsAnswer,
    summary: 'Enable or disable sales channels.',
  },
} satisfies SchemaTable;

export const channelContract = contract(channelRoutes, channelSchemas);
