/**
 * Forms validate with the same zod schemas as the gateway (DESIGN §5). Failures are
 * SPEC §5 message keys with arguments; react-admin's inputs translate a `{ message, args }`
 * error, so that object is what the form gets, whether the check ran in the browser
 * (zodResolver) or on the gateway (submissionErrors, from a 400 answer).
 */
import type { FieldError, FieldErrors as FormErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '../../core/validation';

function setPath(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  path.slice(0, -1).forEach((part) => {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  });
  node[path[path.length - 1]] = value;
}

/** `{ 'a.b': { message, args } }` as react-hook-form's nested errors. */
export function toFormErrors(errors: FieldErrors, type = 'validation'): FormErrors {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    // react-hook-form types messages as strings; react-admin renders the object form.
    const error: FieldError = { type, message: message as unknown as string };
    setPath(out, path.split('.'), error);
  }
  return out as FormErrors;
}

/** A react-hook-form resolver: on success the form submits the schema's output (trimmed). */
export function zodResolver<S extends z.ZodType>(schema: S): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    return { values: {}, errors: toFormErrors(fieldErrors(result.error)) };
  };
}

// The gateway's 400 per-field errors for a custom form: zod-free, so forms of the first load use it alone.
export { submissionErrors } from './submissionErrors';
