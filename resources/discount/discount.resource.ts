/**
 * The discount screens (SPEC §2 `/discounts/{action}` and `/discounts/{action?}/{id}`),
 * declared once: the two tabs (`/discounts` opens the code tab), create (`?kind=` the tab)
 * and edit.
 */
import { screens } from '../../core/screens';

export type DiscountTab = 'code' | 'automatic';

export const discountScreens = screens('/discounts', {
  code: 'code',
  automatic: 'automatic',
  create: 'create',
  edit: 'edit/:id',
});
