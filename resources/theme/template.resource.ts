/**
 * Template code and language (SPEC §2 /template-custom, /template-custom/edit-code; theme
 * layout). Calls: template.routes.ts, on the shop's private domain. Monaco loads with the
 * code editor only (TemplateCodeEditor.tsx, lazy). Declared beside the themes: a theme's
 * files are its template, the themes screen downloads and uploads them, and the gateway's
 * theme module serves both.
 */
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { themeScreens } from './theme.resource';

const TemplateCustomPage = lazyNamed(() => import('./TemplateCustomPage'), 'TemplateCustomPage');
const EditCodePage = lazyNamed(() => import('./EditCodePage'), 'EditCodePage');

export const templateResource = defineResource({
  name: 'templates',
  crud: {},
  i18n: () => import('./template.i18n').then((m) => m.templateMessages),
  uses: ['themes'],
  menu: false,
  routes: [
    { path: themeScreens.patterns.customize, component: TemplateCustomPage, noLayout: true },
    { path: themeScreens.patterns.editCode, component: EditCodePage, noLayout: true },
  ],
});
