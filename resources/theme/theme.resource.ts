/**
 * The theme screens (SPEC §2), declared once: the themes, one theme's preview or rename
 * (`{action}/{id}`), the starting templates, and the customiser and code editor (theme
 * layout; `?theme_id=` another theme than the published one).
 */
import { screens } from '../../core/screens';

export const themeScreens = screens('/online-store/themes', {
  action: ':action/:id',
  startTemplates: '/templates/login-2',
  customize: '/template-custom',
  editCode: '/template-custom/edit-code',
});
