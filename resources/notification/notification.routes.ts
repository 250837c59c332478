/** Notification settings (ours, not in SPEC §7). Schemas: notification.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { notificationSchemas } from './notification.contract';

export const notificationRoutes = defineRoutes<typeof notificationSchemas>()('notification', {
  get: { method: 'GET', path: '/notification/api/{shop}' },
  update: { method: 'PUT', path: '/notification/api/{shop}' },
});
