/**
 * Themes (SPEC §2 /online-store/themes, /online-store/themes/{action?}/{id}; the template
 * screens /templates/login-2 and /templates/template-1 to 3). Calls: theme.routes.ts.
 */
import BrushIcon from '@mui/icons-material/Brush';
import { defineResource, type ResourceRoute } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { START_TEMPLATE_COUNT, startTemplatePath } from './startTemplates';
import { START_TEMPLATES_PATH, THEMES_PATH } from './themePaths';

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
      path: THEMES_PATH,
      component: ThemesPage,
      menu: { label: 'resources.themes.menu', group: 'online_store', order: 10, icon: BrushIcon },
    },
    { path: `${THEMES_PATH}/:action/:id`, component: ThemesPage },
    { path: START_TEMPLATES_PATH, component: StartTemplatesPage, noLayout: true },
    ...startTemplates,
  ],
});
