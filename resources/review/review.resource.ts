/** The review and question screens (SPEC §2 /feedback/{type} and /feedback/{type}/{id}), declared once. */
import { screens } from '../../core/screens';

export const reviewScreens = screens('/feedback', { type: ':type', show: ':type/:id' });
