/**
 * The customer list's SPEC §2 sort options (customer name, created, total orders: those of
 * the declared sortable fields that SPEC §2 names) and the CSV export's body. No React here.
 */
import { SORT_OPTIONS } from '../../src/lib/sortOptions';
import { customer } from './customer.resource';

const sortable = new Set([
  ...Object.entries(customer.fields)
    .filter(([, f]) => 'sortable' in f && f.sortable)
    .map(([name]) => name),
  'created_at',
]);
/** The SPEC §2 sort options that apply to customers. */
export const CUSTOMER_SORT_OPTIONS = SORT_OPTIONS.filter((o) => sortable.has(o.field));

const clean = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** POST …/export: the chosen customers, else those matching the search, else all. */
export function customerExportBody(filter: Record<string, unknown> | undefined, ids: string[] = []) {
  if (ids.length) return { ids };
  const q = clean(filter?.q);
  return q ? { q } : {};
}
