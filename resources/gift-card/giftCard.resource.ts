/** The gift card screens (SPEC §2): the list at `/setting/gift-cards` (cards are issued in a dialog there) and a card's page `{id}`. Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const giftCardScreens = screens('/setting/gift-cards', { show: ':id' });
