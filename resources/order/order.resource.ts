/**
 * The order screens (SPEC §2), declared once: the list, an order (react-admin's edit slot,
 * `:id`), draft orders and abandoned checkouts. Static paths win over `:id`.
 */
import { screens } from '../../core/screens';

export const orderScreens = screens('/orders', {
  show: ':id',
  drafts: 'draft',
  draftCreate: 'draft/create',
  draftEdit: 'draft/:id',
  abandoned: 'abandoned',
  abandonedShow: 'abandoned/:id',
});
