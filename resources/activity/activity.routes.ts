/**
 * Issue 27 item 4: the shop's activity, every kept version of its records newest first
 * (filters: person, area, record, shop-local days; paged on the gateway), its CSV, and the
 * people and areas it holds (the screen's filter choices). Schemas: activity.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { activitySchemas } from './activity.contract';

export const activityRoutes = defineRoutes<typeof activitySchemas>()('activity', {
  list: { method: 'GET', path: '/record/api/{shop}/activity' },
  export: { method: 'GET', path: '/record/api/{shop}/activity/export', responseType: 'blob' },
  choices: { method: 'GET', path: '/record/api/{shop}/activity/choices' },
});
