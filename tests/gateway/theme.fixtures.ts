/** Shared by the theme and template tests: a merchant with a shop, and calls on its private domain. */
import type { ContractRoute } from '../../core/route';
import type { CallOptions, Gateway } from './harness';

export async function merchantWithShop(gw: Gateway, name = 'Maple and Co', language: 'en' | 'vi' = 'en') {
  const account = await gw.account();
  const shop = await gw.createShop(account.token, {
    name,
    language,
    ...(language === 'vi' ? { currency: 'VND' } : {}),
  });
  const host = `${shop.handle}.localhost:${gw.config.port}`;
  return { ...account, shop, shopId: shop._id, host };
}

/** A call on a private domain (the Host header names the shop). */
export const onHost = (host: string, opts: CallOptions = {}): CallOptions => ({
  ...opts,
  headers: { host, ...opts.headers },
});

/** A text body, as the SPA sends a template file. */
export const textBody = (host: string, token: string, content: string, opts: CallOptions = {}): CallOptions =>
  onHost(host, {
    ...opts,
    token,
    body: content,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...opts.headers },
  });

/** GET a storefront page on a host. */
export const storefront = (gw: Gateway, host: string, url: string, headers: Record<string, string> = {}) =>
  gw.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html', ...headers } });

export type { ContractRoute };
