/** The notification calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { NotificationAnswer, NotificationBody } from './notification.schema';
import { notificationRoutes } from './notification.routes';

export const notificationSchemas = {
  get: {
    response: NotificationAnswer,
    summary: 'Which events mail the customer and which send the merchant a copy.',
  },
  update: {
    body: NotificationBody,
    response: NotificationAnswer,
    summary: 'Save which events mail whom.',
  },
} satisfies SchemaTable;

export const notificationContract = contract(notificationRoutes, notificationSchemas);
