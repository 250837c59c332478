/**
 * SPEC §9 product limits and choices, without zod: the product screens show them (counters,
 * selects) before the form's schema has loaded (it loads on the first keystroke; issue 16).
 * product.schema.ts builds its rules from these and re-exports them.
 */
/** An image's upload limit is the storage's (SPEC §9); the product rules name it too. */
export { UPLOAD_MAX_BYTES } from '../storage/storage.limits';

export const TITLE_MAX = 70;
export const DESCRIPTION_MAX = 250;
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export const BULK_FIELDS = ['price', 'compare_at_price', 'quantity', 'status', 'tags'] as const;
/** The status choices of the list filter and the form (labels are i18n keys). */
export const productStatusChoices = PRODUCT_STATUSES.map((id) => ({ id, name: `resources.products.status.${id}` }));
