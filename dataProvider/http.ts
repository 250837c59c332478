/**
 * The one place that talks HTTP. A route-table entry plus arguments becomes exactly one
 * request; a failed call rejects with an HttpError carrying the server's answer.
 */
import axios, { type AxiosInstance } from 'axios';
import { HttpError } from 'ra-core';
import { fillPath, type NamedRoute } from '../core/route';

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
  /** The shop's private domain, for template-file calls (SPEC §7 Template files). */
  getPrivateDomain?: () => string | undefined;
}

/** The i18n key a failure is shown with: a server code, the §8 messages, or the server text. */
export function failureMessage(status: number, body: { message?: string; code?: string } | undefined): string {
  if (body?.code) return `app.${body.code}`;
  if (status === 400) return 'app.validation.check_fields';
  if (status === 0 || status >= 500) return 'app.message.generic_error';
  if (status === 404) return 'app.message.not_found';
  return body?.message || 'app.message.generic_error';
}

export class GatewayClient {
  readonly http: AxiosInstance;

  constructor(private readonly options: ClientOptions) {
    this.http = axios.create({ baseURL: options.baseURL || undefined });
  }

  shopId(): string | undefined {
    return this.options.getShopId();
  }

  url(route: NamedRoute, params: CallArgs['params'] = {}): string {
    const path = fillPath(route.path, { shop: this.options.getShopId(), ...params });
    if (route.origin === 'app') return `${window.location.origin}${path}`;
    if (route.origin === 'template') return `https://${this.options.getPrivateDomain?.() ?? ''}${path}`;
    return path;
  }

  async call<T = unknown>(route: NamedRoute, args: CallArgs = {}): Promise<T> {
    const token = this.options.getToken();
    const sendsBody = route.bodyKind !== 'none' && args.body !== undefined;
    try {
      const response = await this.http.request({
        method: route.method,
        url: this.url(route, args.params),
        params: args.query,
        data: sendsBody ? args.body : undefined,
        signal: args.signal,
        responseType: route.responseType === 'blob' ? 'blob' : 'json',
        headers: {
          ...(token && route.auth !== false ? { Authorization: `Bearer ${token}` } : {}),
          ...(route.bodyKind === 'text' ? { 'Content-Type': 'text/plain' } : {}),
        },
      });
      return response.data as T;
    } catch (error) {
      if (axios.isCancel(error)) throw error;
      const response = axios.isAxiosError(error) ? error.response : undefined;
      const status = response?.status ?? 0;
      let body = response?.data as { message?: string; code?: string } | undefined;
      // A failed download answers JSON inside a Blob: read it so the reason is not lost.
      if (typeof Blob !== 'undefined' && (body as unknown) instanceof Blob) {
        body = await (body as unknown as Blob).text().then((t) => JSON.parse(t)).catch(() => undefined);
      }
      throw new HttpError(failureMessage(status, body), status, body ?? null);
    }
  }
}
