/** Toasts (SPEC §8): auto-dismissed after 3 seconds; Escape or a click elsewhere closes them. */
import { Notification } from 'react-admin';

export const TOAST_DURATION_MS = 3000;

export const AppNotification = () => <Notification autoHideDuration={TOAST_DURATION_MS} />;
