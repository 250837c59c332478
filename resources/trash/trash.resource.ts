/** The Trash screens (issue 27 item 3): /trash (the products tab) and /trash/{area}, declared once. */
import { screens } from '../../core/screens';

export const trashScreens = screens('/trash', { area: ':area' });
