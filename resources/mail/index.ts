/**
 * The mail outbox (ours, not in SPEC §7): without SMTP, order mails are kept here rather
 * than sent, and the merchant reads what would have gone out. Screens under settings ›
 * notifications (SPEC §2 /setting/notifications); an order's timeline links here.
 */
import OutboxIcon from '@mui/icons-material/Outbox';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { mailScreens } from './mail.resource';
import { mailRoutes } from './mail.routes';

const MailOutboxList = lazyNamed(() => import('./MailOutboxList'), 'MailOutboxList');
const MailOutboxShow = lazyNamed(() => import('./MailOutboxShow'), 'MailOutboxShow');

/** Only what the outbox filters on. */
const outboxFilter = (filter: Record<string, unknown> = {}) =>
  Object.fromEntries(['kind', 'order_id'].filter((k) => filter[k]).map((k) => [k, String(filter[k])]));

export const mailResource = defineResource({
  name: 'mails',
  idField: '_id',
  crud: {
    getList: {
      route: mailRoutes.outbox,
      query: ({ pagination, filter }) => ({
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 20,
        ...outboxFilter(filter),
      }),
      read: (answer) => ({ data: answer.data.mails, total: answer.data.total }),
    },
    getOne: { route: mailRoutes.outboxGet },
  },
  i18n: () => import('./mail.i18n').then((m) => m.mailMessages),
  uses: ['orders'],
  icon: OutboxIcon,
  recordRepresentation: 'subject',
  menu: false,
  routes: [
    {
      path: mailScreens.list,
      component: MailOutboxList,
      menu: { label: 'resources.mails.menu', group: 'settings', order: 60, icon: OutboxIcon },
    },
    { path: mailScreens.patterns.show, component: MailOutboxShow },
  ],
});
