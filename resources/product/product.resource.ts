/**
 * The product screens (SPEC §2), declared once: every link, row click, redirect and route
 * pattern takes its path from here. react-admin's own `/products/:id` redirects to `edit`.
 */
import { screens } from '../../core/screens';

export const productScreens = screens('/products', {
  create: 'create',
  edit: 'edit/:id',
  /** The bulk editor, `?ids=` the list's selection. */
  bulkUpdates: 'bulk-updates',
});
