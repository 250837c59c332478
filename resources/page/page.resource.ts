/** The page screens (SPEC §2): `/online-store/pages`, `create` and `edit/{id}`. Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const pageScreens = screens('/online-store/pages', { create: 'create', edit: 'edit/:id' });
