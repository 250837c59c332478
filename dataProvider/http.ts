/**
 * The one place that talks HTTP. A route-table entry plus arguments becomes exactly one
 * request; a failed call rejects with an HttpError carrying the server's answer.
 */
import type { AxiosInstance, AxiosStatic } from 'axios';
import { HttpError } from 'ra-core';
import { fillPath, takesIdempotencyKey, type NamedRoute, type RouteAnswer, type RouteArgs } from '../core/route';
import type { ValidationMessage } from '../core/validation';
import { earlyKey, takeEarlyAnswer } from './earlyAnswers';
import { answerNeverCame, LostAnswers, pause, requestIdentity, RETRY_DELAYS_MS } from './idempotencyKeys';
import { throttleWait } from './throttle';

export interface CallArgs {
  /** Path parameters other than `{shop}`, which is the current shop unless given. */
  params?: Record<string, string | number | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ClientOptions {
  /** Gateway host (VITE_GATEWAY_URL); '' means the app's own origin. */
  baseURL: string;
  getToken: () => string | undefined;
  getShopId: () => string | undefined;
  /**
   * The current shop's private domain (`maple-co.localhost:3000`, the shop's `private_domain`),
   * for template-file calls (routes with `origin: 'template'`, SPEC §7 Template files). May
   * answer a promise (src/providers.ts reads the shop once). The scheme is the app's own
   * (http embedded, https in production) unless the value carries one.
   */
  getPrivateDomain?: () => string | undefined | Promise<string | undefined>;
  /** The signed-in user's id, for job bodies (routes flagged addUserId). */
  getUserId?: () => string | undefined;
  /** Waits before resending a submit whose answer never came (tests make them short). */
  retryDelaysMs?: readonly number[];
}

/** The i18n key a failure is shown with: a server code, the §8 messages, or the server text. */
export function failureMessage(status: number, body: { message?: string; code?: string } | undefined): string {
  if (body?.code) return `app.${body.code}`;
  if (status === 400) return 'app.validation.check_fields';
  if (status === 0 || status >= 500) return 'app.message.generic_error';
  if (status === 404) return 'app.message.not_found';
  return body?.message || 'app.message.generic_error';
}

/** react-admin's string form of a message with arguments (ra-core ValidationError translates it). */
export const RA_MESSAGE_PREFIX = '@@react-admin@@';

/** One field's error as every screen can show it: a message key that is a string, and its arguments. */
export type FieldMessage = ValidationMessage;

/** A message that is not a plain string (an object, a number, none) is shown as SPEC §5's "invalid". */
const FALLBACK_MESSAGE = 'app.validation.invalid';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A gateway's field error as a message to translate. Polyglot throws on a key that is not a
 * string, which takes the whole screen down (issue 31): whatever a server answers, the message
 * here is a non-empty string and the arguments an object.
 */
export function fieldMessage(value: unknown): FieldMessage {
  if (typeof value === 'string' && value) return { message: value };
  // Some servers answer a list of messages for a field: the first is shown.
  if (Array.isArray(value)) return fieldMessage(value[0]);
  if (!isPlainObject(value) || typeof value.message !== 'string' || !value.message)
    return { message: FALLBACK_MESSAGE };
  return isPlainObject(value.args)
    ? { message: value.message, args: value.args as FieldMessage['args'] }
    : { message: value.message };
}

/**
 * A 400's field errors, flat (`{ 'items.0.quantity': { message, args } }`) as the gateway
 * answers them, each made safe to show (fieldMessage). An entry that is a group of errors
 * rather than one (`{ items: { 0: { quantity: … } } }`) is flattened to its paths.
 */
export function flatFieldErrors(errors: Record<string, unknown>, prefix = ''): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [key, value] of Object.entries(errors)) {
    const path = `${prefix}${key}`;
    const group = isPlainObject(value) && !('message' in value) && Object.keys(value).length > 0;
    if (group) Object.assign(out, flatFieldErrors(value, `${path}.`));
    else out[path] = fieldMessage(value);
  }
  return out;
}

/**
 * A field error for react-hook-form's setError that keeps its arguments ("Only 2 left in stock."):
 * react-admin's ValidationError reads this encoding, a bare key would show its %{n} unfilled.
 */
export const formMessage = ({ message, args }: ValidationMessage): string =>
  `${RA_MESSAGE_PREFIX}${JSON.stringify(args ? { message, args } : { message })}`;

/**
 * A 400's per-field errors as react-admin's forms take them. The gateway answers flat paths
 * (`{ 'items.0.quantity': { message: key, args } }`); react-admin's Form passes what
 * create/update rejected with (`error.body.errors`) to setSubmissionErrors, which walks
 * nested objects and sets each string leaf on its field. So: nested by path, each leaf the
 * `@@react-admin@@{"message","args"}` string (its message always a string: fieldMessage),
 * plus `root.serverError` for the toast. Done once here, so every form (react-admin's
 * <Create>/<Edit> or a custom one) gets it.
 */
export function formErrors(errors: Record<string, unknown>, serverError: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flatFieldErrors(errors))) {
    const parts = path.split('.');
    if (parts[0] === 'root') continue;
    let node = out;
    for (const part of parts.slice(0, -1)) {
      if (typeof node[part] !== 'object' || node[part] === null) node[part] = {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = `${RA_MESSAGE_PREFIX}${JSON.stringify(message)}`;
  }
  out.root = { serverError };
  return out;
}

/** What a failed call rejects with: the answer, with a 400's field errors in react-admin's form. */
function failureBody(status: number, message: string, body: Record<string, unknown> | undefined) {
  const errors = body?.errors;
  if (status !== 400 || !errors || typeof errors !== 'object' || !Object.keys(errors).length) return body ?? null;
  // fieldErrors keeps the gateway's flat form (each message made safe) for screens that show them themselves.
  return {
    ...body,
    fieldErrors: flatFieldErrors(errors as Record<string, unknown>),
    errors: formErrors(errors as Record<string, unknown>, message),
  };
}

/**
 * `<scheme>//<private domain>`: the shop's site and its template-file API (same gateway
 * process embedded; CORS there allows the app's origin only, with the bearer token).
 */
export function privateOrigin(domain: string | undefined): string {
  if (!domain) throw new Error('The current shop has no private domain');
  if (/^https?:\/\//i.test(domain)) return domain.replace(/\/+$/, '');
  const scheme = typeof window === 'undefined' ? 'https:' : window.location.protocol;
  return `${scheme}//${domain}`;
}

/** The screen's path (a hash route's, where the app routes by hash), as the history keeps it. */
const screenOf = (location: Location) =>
  (location.hash.startsWith('#/') ? location.hash.slice(1) : location.pathname).split('?')[0].slice(0, 200);

export class GatewayClient {
  /**
   * axios, loaded with the first call rather than with the shell: the sign-in form shows
   * without it (about 13 KiB of its first load), and a signed-in start loads it with the
   * home screen's chunk (scripts/vite/chunkGroups.ts), so no request is added.
   */
  private loaded?: Promise<{ axios: AxiosStatic; instance: AxiosInstance }>;
  /** Keys of submits whose answer never came (issue 28). */
  private readonly lostAnswers = new LostAnswers();

  constructor(private readonly options: ClientOptions) {}

  private http() {
    return (this.loaded ??= import('axios').then(({ default: axios }) => ({
      axios,
      instance: axios.create({ baseURL: this.options.baseURL || undefined }),
    })));
  }

  shopId(): string | undefined {
    return this.options.getShopId();
  }

  async url(route: NamedRoute, params: CallArgs['params'] = {}): Promise<string> {
    const path = fillPath(route.path, { shop: this.options.getShopId(), ...params });
    if (route.origin === 'app') return `${window.location.origin}${path}`;
    if (route.origin === 'template') return `${privateOrigin(await this.options.getPrivateDomain?.())}${path}`;
    return path;
  }

  /**
   * The body as sent: the route's flags add the current shop and the signed-in user
   * (SPEC §7 "the data plus shop_id"); a body that names another shop (cleaning a shop
   * that is not the current one) keeps it.
   */
  private bodyOf(route: NamedRoute, body: unknown): unknown {
    if (!route.addShopId && !route.addUserId) return body;
    return {
      ...(route.addShopId ? { shop_id: this.options.getShopId() } : {}),
      ...(route.addUserId ? { user_id: this.options.getUserId?.() } : {}),
      ...(body as object | undefined),
    };
  }

  /**
   * One call of a route-table entry; arguments and answer are typed from the entry. A call that
   * takes an Idempotency-Key (issue 28, idempotencyKeys.ts) is sent with one, and sent again with
   * the same one while its answer never comes.
   */
  async call<R extends NamedRoute>(route: R, args: RouteArgs<R> = {}): Promise<RouteAnswer<R>> {
    const token = this.options.getToken();
    const body = this.bodyOf(route, args.body);
    const sendsBody = route.bodyKind !== 'none' && body !== undefined;
    const url = await this.url(route, args.params);
    // The first-screen script may have sent this very GET already (dataProvider/earlyAnswers.ts).
    const early = route.method === 'GET' ? takeEarlyAnswer(earlyKey(url, args.query)) : undefined;
    const answered = early && (await early);
    if (answered !== undefined) return answered as RouteAnswer<R>;
    const request = takesIdempotencyKey(route) ? requestIdentity(route.method, url, args.query, body) : undefined;
    const key = request === undefined ? undefined : this.lostAnswers.keyFor(request);
    const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
    const { axios, instance } = await this.http();
    for (let attempt = 0, throttled = 0; ; attempt++) {
      try {
        const response = await instance.request({
          method: route.method,
          url,
          params: args.query,
          data: sendsBody ? body : undefined,
          signal: args.signal,
          responseType: route.responseType === 'blob' ? 'blob' : 'json',
          headers: {
            ...(token && route.auth !== false ? { Authorization: `Bearer ${token}` } : {}),
            ...(route.bodyKind === 'text' ? { 'Content-Type': 'text/plain' } : {}),
            ...(key ? { 'Idempotency-Key': key } : {}),
            // Issue 27: the screen a change is made on, kept with its version in the record's history.
            ...(route.method !== 'GET' && typeof window !== 'undefined'
              ? { 'X-Source': screenOf(window.location) }
              : {}),
          },
        });
        if (request !== undefined) this.lostAnswers.answered(request);
        return response.data as RouteAnswer<R>;
      } catch (error) {
        // Cancelled: it may have reached the gateway, so the key is kept for the next submit.
        if (axios.isCancel(error)) throw error;
        const failure = await failureOf(axios, error);
        // Issue 29: over a rate limit (throttle.ts): nothing was done; the same request again after Retry-After.
        const response = axios.isAxiosError(error) ? error.response : undefined;
        const wait = throttleWait(failure.status, response?.headers?.['retry-after'], throttled);
        if (wait !== undefined) {
          throttled++;
          attempt--; // not one of the lost-answer resends

          await pause(wait, args.signal);
          continue;
        }
        const lost = request !== undefined && answerNeverCame(failure.status, failure.body);
        if (lost && attempt < delays.length) {
          await pause(delays[attempt], args.signal);
          continue;
        }
        if (request !== undefined && !lost) this.lostAnswers.answered(request);
        throw failure;
      }
    }
  }
}

/** A failed request as an HttpError carrying the server's answer (a download's JSON read from its Blob). */
async function failureOf(axios: AxiosStatic, error: unknown): Promise<HttpError> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  const status = response?.status ?? 0;
  let body = response?.data as { message?: string; code?: string } | undefined;
  // A failed download answers JSON inside a Blob: read it so the reason is not lost.
  if (typeof Blob !== 'undefined' && (body as unknown) instanceof Blob) {
    body = await (body as unknown as Blob)
      .text()
      .then((t) => JSON.parse(t))
      .catch(() => undefined);
  }
  const message = failureMessage(status, body);
  return new HttpError(message, status, failureBody(status, message, body as Record<string, unknown> | undefined));
}
