/**
 * Bulk update formulas (issue: set, +/- amount, +/- percent; add or remove tags): which
 * operations each field takes, and the change sent to POST (preview) / PUT (apply)
 * …/bulk-update. No React here.
 */
import type { BULK_FIELDS, BULK_OPERATIONS, BulkUpdateBody } from './product.schema';
import { PRODUCT_STATUSES } from './product.limits';

export type BulkField = (typeof BULK_FIELDS)[number];
export type BulkOperation = (typeof BULK_OPERATIONS)[number];
export type BulkChange = BulkUpdateBody['changes'][number];

const NUMBER_OPERATIONS: BulkOperation[] = ['set', 'add', 'subtract', 'add_percent', 'subtract_percent'];

export const OPERATIONS_BY_FIELD: Record<BulkField, BulkOperation[]> = {
  price: NUMBER_OPERATIONS,
  compare_at_price: NUMBER_OPERATIONS,
  quantity: ['set', 'add', 'subtract'],
  status: ['set'],
  tags: ['add_tags', 'remove_tags', 'set'],
};

/** A change as the merchant is editing it: the value is still text (or tags). */
export type BulkChangeDraft = {
  field: BulkField;
  operation: BulkOperation;
  value: string | string[];
};

export const newDraft = (field: BulkField = 'price'): BulkChangeDraft => ({
  field,
  operation: OPERATIONS_BY_FIELD[field][0],
  value: field === 'tags' ? [] : field === 'status' ? PRODUCT_STATUSES[0] : '',
});

/** The change to send, or the i18n key (and arguments) of what is wrong with the draft. */
export function toChange(
  draft: BulkChangeDraft,
): { change: BulkChange } | { error: string; args?: Record<string, number> } {
  if (!OPERATIONS_BY_FIELD[draft.field].includes(draft.operation)) return { error: 'app.validation.invalid' };
  if (draft.field === 'tags') {
    const tags = (Array.isArray(draft.value) ? draft.value : [draft.value]).map((t) => t.trim()).filter(Boolean);
    return tags.length ? { change: { ...draft, value: tags } } : { error: 'app.validation.list' };
  }
  if (draft.field === 'status') {
    return (PRODUCT_STATUSES as readonly string[]).includes(String(draft.value))
      ? { change: { ...draft, value: String(draft.value) } }
      : { error: 'app.validation.invalid' };
  }
  const text = String(draft.value).trim();
  if (text === '') return { error: 'app.validation.required' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { error: 'app.validation.number' };
  if (value < 0) return { error: 'app.validation.atLeast', args: { n: 0 } };
  if (draft.field === 'quantity' && !Number.isInteger(value)) return { error: 'app.validation.integer' };
  return { change: { ...draft, value } };
}
