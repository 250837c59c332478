/** /setting/notifications: which events mail whom (the outbox stays at /setting/notifications/outbox). */
import NotificationsIcon from '@mui/icons-material/NotificationsActive';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const NotificationsPage = lazyNamed(() => import('./NotificationsPage'), 'NotificationsPage');

export const notificationResource = defineResource({
  name: 'notifications',
  crud: {},
  i18n: () => import('./notification.i18n').then((m) => m.notificationMessages),
  uses: ['email_templates'],
  menu: false,
  routes: [
    {
      path: '/setting/notifications',
      component: NotificationsPage,
      menu: { label: 'resources.notifications.menu', group: 'settings', order: 55, icon: NotificationsIcon },
    },
  ],
});
