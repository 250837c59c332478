/**
 * The fulfillment form: one row per order line (quantity, at most what is left), then
 * tracking. Checked here with the same limits the gateway applies; the body sends only
 * the lines with a quantity, so the gateway's `items.<k>` errors are mapped back to rows.
 * No React here.
 */
import type { FieldErrors } from '../../core/validation';
import { fieldErrors } from '../../core/validation';
import { fulfillmentItems, type FulfillmentLineState } from './fulfillment.lines';
import { FulfillmentBody } from './fulfillment.schema';

export type FulfillmentFormValues = {
  lines: FulfillmentLineState[];
  tracking_number?: string | null;
  tracking_company?: string | null;
  tracking_url?: string | null;
  notify?: boolean;
};

/** Row index of each item the body sends. */
export const sentRows = (lines: FulfillmentLineState[]) =>
  lines.map((l, i) => (Number(l.quantity) > 0 ? i : -1)).filter((i) => i >= 0);

export function fulfillmentBody(values: FulfillmentFormValues) {
  return {
    items: fulfillmentItems(values.lines),
    tracking_number: values.tracking_number ?? null,
    tracking_company: values.tracking_company ?? null,
    tracking_url: values.tracking_url ?? null,
    notify: Boolean(values.notify),
  };
}

/** Errors of the form, keyed by its own paths (`lines.2.quantity`). */
export function checkFulfillment(values: FulfillmentFormValues): FieldErrors {
  const errors: FieldErrors = {};
  values.lines.forEach((line, i) => {
    const raw = line.quantity as unknown;
    const q = Number(raw);
    if (raw === '' || raw === null || raw === undefined) return;
    if (!Number.isInteger(q)) errors[`lines.${i}.quantity`] = { message: 'app.validation.integer' };
    else if (q < 0) errors[`lines.${i}.quantity`] = { message: 'app.validation.atLeast', args: { n: 0 } };
    else if (q > line.max)
      errors[`lines.${i}.quantity`] = { message: 'app.validation.fulfill_over', args: { n: line.max } };
  });
  if (Object.keys(errors).length) return errors;
  if (fulfillmentItems(values.lines).length === 0) return { lines: { message: 'app.validation.list' } };
  const parsed = FulfillmentBody.safeParse(fulfillmentBody(values));
  if (parsed.success) return {};
  return toFormPaths(fieldErrors(parsed.error), values.lines);
}

/** `items.<k>.x` (body) -> `lines.<row>.quantity`; `items` -> `lines`; the rest as is. */
export function toFormPaths<T>(errors: Record<string, T>, lines: FulfillmentLineState[]): Record<string, T> {
  const rows = sentRows(lines);
  const out: Record<string, T> = {};
  for (const [path, message] of Object.entries(errors)) {
    const m = /^items\.(\d+)\.\w+$/.exec(path);
    if (m) out[`lines.${rows[Number(m[1])] ?? 0}.quantity`] = message;
    else if (path === 'items') out.lines = message;
    else out[path] = message;
  }
  return out;
}
