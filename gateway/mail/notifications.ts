/** The shop's notification settings, kept as one JSON value per shop (key_values, cleared with the shop). */
import {
  DEFAULT_NOTIFICATIONS,
  NotificationSettings,
  type NotificationEvent,
} from '../../resources/notification/notification.schema';
import type { Db } from '../db';

const key = (shopId: string) => `notifications:${shopId}`;

export async function readNotifications(db: Db, shopId: string): Promise<NotificationSettings> {
  const row = await db.selectFrom('key_values').select('value').where('key', '=', key(shopId)).executeTakeFirst();
  if (!row) return DEFAULT_NOTIFICATIONS;
  const parsed = NotificationSettings.partial().safeParse(JSON.parse(row.value));
  return { ...DEFAULT_NOTIFICATIONS, ...(parsed.success ? parsed.data : {}) };
}

export async function writeNotifications(db: Db, shopId: string, events: NotificationSettings): Promise<void> {
  const value = JSON.stringify(events);
  await db
    .insertInto('key_values')
    .values({ key: key(shopId), value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export const ruleOf = async (db: Db, shopId: string, event: NotificationEvent) =>
  (await readNotifications(db, shopId))[event];
