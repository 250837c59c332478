/** The menu screens (SPEC §2): the list at `/online-store/menu` and the editor at `/online-store/menu/{id?}` (`create` without an id). Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const menuScreens = screens('/online-store/menu', { create: 'create', edit: ':id' });
