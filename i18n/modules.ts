/**
 * Every message module of the app besides react-admin's own and the resources' (which
 * come from their declarations). Each module is `{ en, vi }` rooted at the top level.
 * The browser's first load carries their English halves only (i18n/shell.en.generated.ts,
 * `npm run strings`); this file, Vietnamese with it, loads with Vietnamese (i18n/i18nProvider.ts).
 */
import { appMessages } from './app.i18n';
import type { Tree } from './merge';
import { sharedMessages } from './shared.i18n';
import { validationMessages } from './validation.i18n';
import { componentMessages, raMessageOverrides } from '../src/components/components.i18n';
import { layoutMessages } from '../src/layouts/layout.i18n';
import { accountPageMessages } from '../src/pages/account/account.i18n';
import { authPageMessages } from '../src/pages/auth/auth.i18n';
import { loginMessages } from '../src/pages/auth/login.i18n';
import { dashboardMessages } from '../src/pages/dashboard/dashboard.i18n';
import { shopPageMessages } from '../src/pages/shop/shop.i18n';
import { errorMessages } from '../src/pages/error/error.i18n';
import { uploadMessages } from '../src/lib/upload.i18n';
import { historyMessages } from '../src/components/history/history.i18n';
import { richTextMessages } from '../src/components/richText.i18n';
import { refusalMessages } from './refusals.i18n';

export interface MessageModule {
  en: Tree;
  vi: Tree;
}

const underApp = (m: { en: object; vi: object }): MessageModule => ({
  en: { app: m.en as Tree },
  vi: { app: m.vi as Tree },
});

/** The shell's own modules: their English halves are its first load (`npm run strings`). */
export const shellModules: MessageModule[] = [
  appMessages as MessageModule,
  underApp(validationMessages),
  underApp(sharedMessages),
  underApp(componentMessages),
  underApp(layoutMessages),
  underApp(errorMessages),
  raMessageOverrides,
  underApp(uploadMessages),
];

/**
 * The strings of screens outside any resource: English loads with those screens (src/pages/screenStrings.ts);
 * and of parts many resources' screens show (the History panel, the gateway's refusals, the rich text
 * toolbar), which load with those screens (i18n/sharedStrings.ts).
 */
export const screenModules: MessageModule[] = [
  underApp(loginMessages),
  underApp(authPageMessages),
  underApp(shopPageMessages),
  underApp(accountPageMessages),
  underApp(dashboardMessages),
  underApp(historyMessages),
  underApp(refusalMessages),
  richTextMessages as MessageModule,
];

export const messageModules: MessageModule[] = [...shellModules, ...screenModules];
