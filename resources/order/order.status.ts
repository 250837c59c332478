/** Helpers of the status forms (bulk and single). No React here. */

/** Leaves out blank values: an empty select means "keep as it is". */
export function compactValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === ''),
    ),
  ) as Partial<T>;
}

/**
 * The bulk status params: blank values left out; "restock items" (a checkbox) travels as
 * 'true' or 'false', and only with a refund.
 */
export function bulkStatusParams(values: Record<string, unknown>): Record<string, unknown> {
  const { restock, ...rest } = compactValues(values);
  return rest.status === 'refund' ? { ...rest, restock: restock === false ? 'false' : 'true' } : rest;
}
