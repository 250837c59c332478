/** Helpers of the status forms (bulk and single). No React here. */

/** Leaves out blank values: an empty select means "keep as it is". */
export function compactValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && v !== null && !(typeof v === 'string' && v.trim() === '')),
  ) as Partial<T>;
}
