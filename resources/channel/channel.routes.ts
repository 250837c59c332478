/** Sales channel calls. SPEC §7 names none: these are ours, under /channel/api/{shop}. Schemas: channel.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { channelSchemas } from './channel.contract';

export const channelRoutes = defineRoutes<typeof channelSchemas>()('channel', {
  get: { method: 'GET', path: '/channel/api/{shop}' },
  update: { method: 'PUT', path: '/channel/api/{shop}' },
});
