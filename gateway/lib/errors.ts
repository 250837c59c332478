/** Errors the gateway answers with; one JSON shape for all of them. */
import type { FieldErrors } from '../../core/validation';

export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with the answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = () => new GatewayError(404, 'Not Found');
export const unauthorized = () => new GatewayError(401, 'Unauthorized');

/** 400 with one message per field: `errors` holds i18n keys and arguments, `messages` English. */
export function badRequest(errors: FieldErrors, messages: Record<string, string>) {
  return new GatewayError(400, 'Please check data fields!', { errors, messages });
}

/**
 * 409: the record changed since the merchant read it (another tab, another person). The
 * current record comes back in `data` so the form can show what changed; nothing is written.
 */
export const staleWrite = (current: unknown) =>
  new GatewayError(409, 'This record was changed elsewhere since you opened it.', {
    code: 'stale_write',
    data: current,
  });
