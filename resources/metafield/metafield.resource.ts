/** The metafield definitions' one screen (SPEC §2): `/setting/metafields`. Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const metafieldScreens = screens('/setting/metafields', {});
