/** The History panel's and the save toast's Undo strings: they load with the screens, not in the first load. */
import type { ScreenStrings } from '../../lib/areaStrings';

export const historyStrings: ScreenStrings = {
  name: 'history',
  load: () => import('./history.i18n').then((m) => m.historyMessages),
};
