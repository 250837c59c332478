/**
 * The shop's private domain, `<handle>.localhost:<port>` in the embedded default (the
 * shop's `private_domain`): the same process answers it, the Host header names the shop.
 * Here: reading the handle from a request, the app origins CORS allows there, the shop's
 * URLs, and preview tokens (a signed, short-lived permission to see a layout's temporary
 * version without a bearer header, for an iframe).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_TOKEN_TTL_S } from '../../../resources/theme/theme.schema';
import type { GatewayConfig } from '../../config';

const PRIVATE_HOST = /^([a-z0-9][a-z0-9-]{0,99})\.localhost(?::\d{1,5})?$/;

/** The handle a request's Host names, when it is a private domain. */
export function privateHandle(req: FastifyRequest): string | undefined {
  const host = String(req.headers.host ?? '').toLowerCase();
  return PRIVATE_HOST.exec(host)?.[1];
}

/** Where the app itself is served: the only origins allowed to call the private domain. */
export function appOrigins(config: GatewayConfig): Set<string> {
  const out = new Set([`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`]);
  if (config.publicBaseUrl) {
    try {
      out.add(new URL(config.publicBaseUrl).origin);
    } catch {
      /* not a URL: nothing more is allowed */
    }
  }
  for (const origin of (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean))
    out.add(origin);
  return out;
}

/**
 * CORS on the private domain: the app's origins only, with the headers the app sends (bearer,
 * Idempotency-Key, X-Source: issue 27's history names the screen of every write); nothing for
 * anyone else (the browser then refuses to hand them the answer). Answers preflights.
 */
export function applyCors(req: FastifyRequest, reply: FastifyReply, allowed: Set<string>): boolean {
  const origin = req.headers.origin;
  reply.header('vary', 'Origin');
  if (origin && allowed.has(origin)) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', 'content-disposition');
  }
  if (req.method !== 'OPTIONS') return false;
  if (origin && allowed.has(origin)) {
    reply.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS');
    reply.header('access-control-allow-headers', 'authorization, content-type, idempotency-key, x-source');
    reply.header('access-control-max-age', '600');
  }
  reply.code(204).send();
  return true;
}

/** `http://<handle>.localhost:<port>`: the scheme and port of the configured public address, or the embedded ones. */
export function storeOrigin(config: GatewayConfig, handle: string): string {
  let scheme = 'http:';
  if (config.publicBaseUrl) {
    try {
      scheme = new URL(config.publicBaseUrl).protocol;
    } catch {
      /* keep http */
    }
  }
  return `${scheme}//${handle}.localhost:${config.port}`;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `preview:${secret}`).update(payload).digest('base64url');

/** A token letting its bearer see the layout's temporary version for PREVIEW_TOKEN_TTL_S seconds. */
export function previewToken(secret: string, shopId: string, layoutId: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + PREVIEW_TOKEN_TTL_S;
  const payload = `${layoutId}.${exp}`;
  return { token: `${payload}.${sign(secret, `${shopId}.${payload}`)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The layout id a valid, unexpired token of this shop names; otherwise undefined. */
export function checkPreviewToken(secret: string, shopId: string, token: string | undefined): string | undefined {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) return undefined;
  const [layoutId, exp, mac] = parts;
  if (!/^\d+$/.test(exp) || Number(exp) * 1000 < Date.now()) return undefined;
  const expected = Buffer.from(sign(secret, `${shopId}.${layoutId}.${exp}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? layoutId : undefined;
}

export function previewUrl(config: GatewayConfig, handle: string, secret: string, shopId: string, layoutId: string) {
  const { token, expiresAt } = previewToken(secret, shopId, layoutId);
  return { url: `${storeOrigin(config, handle)}/?preview=true&preview_token=${encodeURIComponent(token)}`, expiresAt };
}
