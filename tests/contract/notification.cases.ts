/** Notification settings (ours): read and save which events mail whom. */
import { DEFAULT_NOTIFICATIONS } from '../../resources/notification/notification.schema';
import { notificationRoutes } from '../../resources/notification/notification.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const events = { ...DEFAULT_NOTIFICATIONS, shipping_confirmation: { customer: false, merchant: true } };

export const notificationCases: ContractCase[] = [
  callCase({
    route: notificationRoutes.get,
    args: {},
    request: { method: 'GET', path: `/notification/api/${SHOP_ID}` },
    reply: { data: { events: DEFAULT_NOTIFICATIONS } },
    what: 'reads data.events',
  }),
  callCase({
    route: notificationRoutes.update,
    args: { body: { events } },
    request: { method: 'PUT', path: `/notification/api/${SHOP_ID}`, body: { events } },
    reply: { data: { events } },
    what: 'sends every event, reads data.events',
  }),
];
