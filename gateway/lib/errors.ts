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

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  412: 'Precondition Failed',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** The JSON body every GatewayError is answered with (server.ts; kept as is by idempotency.ts). */
export function errorAnswer(error: GatewayError): Record<string, unknown> {
  return {
    statusCode: error.statusCode,
    error: STATUS_TEXT[error.statusCode] ?? 'Error',
    message: error.message,
    ...error.extra,
  };
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

/**
 * Errors of the database that mean "another write holds what this one needs" rather than a
 * fault: SQLite's lock still held when busy_timeout ran out, PostgreSQL's serialization failure,
 * deadlock victim or lock not available. The transaction was rolled back, so nothing was written
 * and the very same request may be sent again: 503 with Retry-After, never a 500.
 */
const CONTENTION_CODES = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_BUSY_TIMEOUT',
  'SQLITE_LOCKED',
  '40001',
  '40P01',
  '55P03',
]);

export const isContention = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && CONTENTION_CODES.has(String((error as { code?: unknown }).code));

export const databaseBusy = () =>
  new GatewayError(
    503,
    'Another change is being written to the same data. Nothing was saved; try again in a moment.',
    { code: 'db_busy' },
    { 'retry-after': '1' },
  );
