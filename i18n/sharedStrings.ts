/**
 * Strings that parts of many resources' screens show, loaded with those screens (src/App.tsx's
 * `withAreaStrings`) instead of the first load (issue 25): the gateway's refusals and the rich
 * text editor's toolbar. The History panel's are beside it (src/components/history/historyStrings.ts).
 */
import type { ScreenStrings } from '../src/lib/areaStrings';

export const refusalStrings: ScreenStrings = {
  name: 'refusals',
  load: () => import('./refusals.i18n').then((m) => m.refusalMessages),
};

export const richTextStrings: ScreenStrings = {
  name: 'rich-text',
  root: true,
  load: () => import('../src/components/richText.i18n').then((m) => m.richTextMessages),
};
