/**
 * Which events mail whom (ours: SPEC §1 "notifications" names no calls). For each mail the
 * store sends: whether the customer gets it automatically, and whether the merchant gets a copy.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';

export const NOTIFICATION_EVENTS = [
  'order_confirmation',
  'payment_reminder',
  'abandoned_checkout',
  'shipping_confirmation',
  'refund_notification',
  'customer_welcome',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NotificationRule = z.object({ customer: z.boolean(), merchant: z.boolean() });
export const NotificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((e) => [e, NotificationRule])) as Record<
    NotificationEvent,
    typeof NotificationRule
  >,
);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const DEFAULT_NOTIFICATIONS: NotificationSettings = Object.fromEntries(
  NOTIFICATION_EVENTS.map((e) => [e, { customer: true, merchant: false }]),
) as NotificationSettings;

export const NotificationAnswer = answer(z.object({ events: NotificationSettings }));
export const NotificationBody = z.object({ events: NotificationSettings });
