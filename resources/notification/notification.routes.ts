/** Notification settings (ours, not in SPEC §7). */
import { defineRoutes } from '../../core/route';
import { NotificationAnswer, NotificationBody } from './notification.schema';

export const notificationRoutes = defineRoutes('notification', {
  get: {
    method: 'GET',
    path: '/notification/api/{shop}',
    response: NotificationAnswer,
    summary: 'Which events mail the customer and which send the merchant a copy.',
  },
  update: {
    method: 'PUT',
    path: '/notification/api/{shop}',
    body: NotificationBody,
    response: NotificationAnswer,
    summary: 'Save which events mail whom.',
  },
});
