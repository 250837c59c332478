/** Where the theme screens are (SPEC §2). */
export const THEMES_PATH = '/online-store/themes';
export const TEMPLATE_CUSTOM_PATH = '/template-custom';
export const EDIT_CODE_PATH = '/template-custom/edit-code';
export const START_TEMPLATES_PATH = '/templates/login-2';

/** `/online-store/themes/{action}/{id}` (SPEC §2): preview or rename one theme. */
export const themeActionPath = (action: 'preview' | 'rename', id: string) =>
  `${THEMES_PATH}/${action}/${encodeURIComponent(id)}`;
/** The code editor or the customiser, on one theme (default: the published one). */
export const themeEditorPath = (base: string, themeId?: string, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(themeId ? { theme_id: themeId } : {}), ...extra }).toString();
  return query ? `${base}?${query}` : base;
};
