/** Sales channel calls. SPEC §7 names none: these are ours, under /channel/api/{shop}. */
import { defineRoutes } from '../../core/route';
import { ChannelsAnswer, ChannelsBody } from './channel.schema';

export const channelRoutes = defineRoutes('channel', {
  get: {
    method: 'GET',
    path: '/channel/api/{shop}',
    response: ChannelsAnswer,
    summary: 'The sales channels enabled in the shop, with its active products.',
  },
  update: {
    method: 'PUT',
    path: '/channel/api/{shop}',
    body: ChannelsBody,
    response: ChannelsAnswer,
    summary: 'Enable or disable sales channels.',
  },
});
