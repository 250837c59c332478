/** The outbox screens, under settings › notifications (ours: SPEC §2 has /setting/notifications). */
import type { Identifier } from 'ra-core';

export const OUTBOX_PATH = '/setting/notifications/outbox';
export const outboxShowPath = (id: Identifier) => `${OUTBOX_PATH}/${encodeURIComponent(String(id))}`;
/** The outbox filtered to one order's mails. */
export const orderOutboxPath = (orderId: Identifier) =>
  `${OUTBOX_PATH}?filter=${encodeURIComponent(JSON.stringify({ order_id: String(orderId) }))}`;
