/**
 * The outbox screens, declared once, under settings › notifications (ours: SPEC §2 has
 * /setting/notifications). `outbox` is the list opened with a query (an order's mails).
 */
import { screens } from '../../core/screens';

export const mailScreens = screens('/setting/notifications/outbox', { outbox: '', show: ':id' });
