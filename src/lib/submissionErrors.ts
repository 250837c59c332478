/** What a custom form makes of a gateway 400 with per-field errors. No zod here (the sign-in page is a first load). */
import type { ValidationMessage } from '../../core/validation';

interface ServerFailure {
  status?: number;
  body?: { errors?: Record<string, unknown> } | null;
}

/**
 * What a custom <Form> onSubmit returns for a gateway 400 with per-field errors: the http
 * layer (dataProvider/http.ts formErrors) has already put them in react-admin's form, as
 * react-admin's own <Create>/<Edit> use them. Undefined for any other failure.
 */
export function submissionErrors(error: unknown): Record<string, unknown> | undefined {
  const failure = error as ServerFailure | undefined;
  const errors = failure?.status === 400 ? failure.body?.errors : undefined;
  if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) return undefined;
  return errors;
}

/**
 * The flat field errors (each message a string) of a failed call, for a screen that shows them
 * itself rather than through react-admin's form: undefined for any failure but a 400 with them.
 */
export function fieldErrorsOf(error: unknown): Record<string, ValidationMessage> | undefined {
  const failure = error as {
    status?: number;
    body?: { fieldErrors?: Record<string, ValidationMessage> } | null;
  } | null;
  return failure?.body?.fieldErrors;
}
