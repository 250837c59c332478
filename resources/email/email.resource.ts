/** The email template screens (SPEC §2 /setting/email-template and /{slug?}), declared once. */
import { screens } from '../../core/screens';

export const emailScreens = screens('/setting/email-template', { edit: ':slug' });
