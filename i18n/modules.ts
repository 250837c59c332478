/**
 * Every message module of the app besides react-admin's own and the resources' (which
 * come from their declarations). Each module is `{ en, vi }` rooted at the top level.
 */
import { appMessages } from './app.i18n';
import type { Tree } from './merge';
import { sharedMessages } from './shared.i18n';
import { validationMessages } from './validation.i18n';

export interface MessageModule {
  en: Tree;
  vi: Tree;
}

const underApp = (m: { en: object; vi: object }): MessageModule => ({
  en: { app: m.en as Tree },
  vi: { app: m.vi as Tree },
});

export const messageModules: MessageModule[] = [
  appMessages as MessageModule,
  underApp(validationMessages),
  underApp(sharedMessages),
];
