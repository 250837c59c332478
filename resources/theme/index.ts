/**
 * Themes (SPEC §2 /online-store/themes, /online-store/themes/{action?}/{id}; the template
 * screens /templates/login-2 and /templates/template-1 to 3). Calls: theme.routes.ts.
 */
import BrushIcon from '@mui/icons-material/Brush';
import { defineResource, type ResourceRoute } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { START_TEMPLATE_COUNT, startTemplatePath } from './startTemplates';
import { themeScreens } from './theme.resource';

const ThemesPage = lazyNamed(() => import('./ThemesPage'), 'ThemesPage');
const StartTemplatesPage = lazyNamed(() => import('./StartTemplatesPage'), 'StartTemplatesPage');
const StartTemplatePage = lazyNamed(() => import('./StartTemplatePage'), 'StartTemplatePage');

const startTemplates: ResourceRoute[] = Array.from({ length: START_TEMPLATE_COUNT }, (_, i) => ({
  path: startTemplatePath(i + 1),
  component: StartTemplatePage,
  noLayout: true,
}));

export const themeResource = defineResource({
  name: 'themes',
  crud: {},
  i18n: () => import('./theme.i18n').then((m) => m.themeMessages),
  menu: false,
  routes: [
    {
      path: themeScreens.list,
      component: ThemesPage,
      menu: { label: 'resources.themes.menu', group: 'online_store', order: 10, icon: BrushIcon },
    },
    { path: themeScreens.patterns.action, component: ThemesPage },
    { path: themeScreens.patterns.startTemplates, component: StartTemplatesPage, noLayout: true },
    ...startTemplates,
  ],
});
