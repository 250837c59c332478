/**
 * The storefront: on a shop's private domain (`<handle>.localhost:<port>`) every GET that
 * is not the template-file API is the shop's site, rendered from its published layout:
 * `/`, `/collections/<handle>`, `/products/<handle>`, `/pages/<handle>`, `/cart`, and the
 * layout's `/assets/<file>`. Merchant head/body scripts and analytics run here, under the
 * storefront's own Content-Security-Policy (the admin's is not involved).
 *
 * Preview (`?preview=true`): the temporary versions of the layout, only for its owner:
 * either `preview_token` (signed, from /Layouts/Detail, /shop/active_theme or the template
 * list: for an iframe) or the owner's bearer token (with `?theme_id=` for another layout).
 * Anyone else gets the published site.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cleanHtml, escapeHtml } from './storefront.html';
import { StoreData } from './storefront.data';
import { layoutFs, renderPage, type PageKind } from './storefront.render';
import { applyCors, appOrigins, checkPreviewToken, privateHandle, storeOrigin } from './privateHost';
import { filesOf, layoutOf, mainLayout, type LayoutRow } from './theme.layouts';
import type { TemplateStore } from './templateStore';
import type { ModuleDeps } from '../../lib/module';
import { authenticate } from '../../lib/serve';
import { json } from '../../lib/json';
import { NEWSLETTER_PATH, newsletterForm, subscribe } from './storefront.newsletter';
import { INVOICE_PATH, serveInvoice } from './storefront.invoice';
import { isSafeFileName } from '../../../resources/theme/template.schema';

const ASSET_TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};

/** The storefront's policy: the merchant's scripts and analytics may run; the app's origins may frame it (preview). */
function storefrontCsp(frameAncestors: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https:",
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data: https:",
    "connect-src 'self' https:",
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors 'self' ${frameAncestors.join(' ')}`,
  ].join('; ');
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A shop's handle, as its private host names it (privateHost.ts). */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Analytics and the merchant's own tags for <head>, and the body script (SPEC §1 preferences). */
function headAndBody(settings: Record<string, unknown>) {
  const head: string[] = [];
  const idsOf = (value: unknown) =>
    [...new Set((Array.isArray(value) ? value : []).map(String))].filter((id) => ID.test(id));
  // Google Analytics and the Google Ads conversion share one gtag.js (each id once: issue 31).
  const ads = String(settings.google_ads_conversion ?? '').trim();
  const gtagIds = [
    ...idsOf(settings.google_analytics_ids),
    ...(/^AW-[\w-]{1,60}(\/[\w-]{1,60})?$/.test(ads) ? [ads] : []),
  ];
  if (gtagIds.length) {
    head.push(
      `<script async src="https://www.googletagmanager.com/gtag/js?id=${gtagIds[0].split('/')[0]}"></script>`,
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());${gtagIds.map((id) => `gtag('config','${id.split('/')[0]}');`).join('')}</script>`,
    );
  }
  const pinterest = idsOf(settings.pinterest_ids);
  if (pinterest.length) {
    head.push(
      `<script>!function(e){if(!window.pintrk){window.pintrk=function(){window.pintrk.queue.push(Array.prototype.slice.call(arguments))};var n=window.pintrk;n.queue=[],n.version="3.0";var t=document.createElement("script");t.async=!0,t.src=e;var r=document.getElementsByTagName("script")[0];r.parentNode.insertBefore(t,r)}}("https://s.pinimg.com/ct/core.js");${pinterest.map((id) => `pintrk('load','${id}');`).join('')}pintrk('page');</script>`,
    );
  }
  const klaviyo = String(settings.klaviyo_api_key ?? '').trim();
  // The e-mail marketing key is the public site id Klaviyo's onsite script takes.
  if (/^[A-Za-z0-9]{4,20}$/.test(klaviyo)) {
    head.push(`<script async src="https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${klaviyo}"></script>`);
  }
  const pixel = String(settings.facebook_pixel ?? '');
  if (/^\d{5,20}$/.test(pixel)) {
    head.push(
      `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');</script>`,
    );
  }
  if (typeof settings.favicon === 'string' && settings.favicon)
    head.push(`<link rel="icon" href="${escapeHtml(settings.favicon)}">`);
  if (typeof settings.social_image === 'string' && settings.social_image)
    head.push(`<meta property="og:image" content="${escapeHtml(settings.social_image)}">`);
  // The merchant's own meta tags and head/body scripts: theirs to run, on their storefront only.
  if (typeof settings.meta_tags === 'string') head.push(settings.meta_tags);
  const script = (settings.script ?? {}) as { head?: unknown; body?: unknown };
  if (typeof script.head === 'string') head.push(script.head);
  return { head: head.join('\n'), body: typeof script.body === 'string' ? script.body : '' };
}

function route(
  path: string,
): { kind: PageKind; handle?: string } | { asset: string } | { recover: string } | { invoice: string } | undefined {
  if (path === '/' || path === '') return { kind: 'index' };
  if (path === '/cart') return { kind: 'cart' };
  const invoice = INVOICE_PATH.exec(path);
  if (invoice) return { invoice: invoice[1] };
  const checkout = /^\/checkouts\/([A-Za-z0-9_-]{1,64})\/recover\/?$/.exec(path);
  if (checkout) return { recover: checkout[1] };
  const m = /^\/(collections|products|pages|assets)\/([^/]+)\/?$/.exec(path);
  if (!m) return undefined;
  let handle: string;
  try {
    handle = decodeURIComponent(m[2]);
  } catch {
    return undefined;
  }
  if (m[1] === 'assets') return { asset: handle };
  return { kind: m[1] === 'collections' ? 'collection' : m[1] === 'products' ? 'product' : 'page', handle };
}

export function storefront(app: FastifyInstance, deps: ModuleDeps, store: TemplateStore) {
  const { db, config, jwtSecret } = deps;
  const origins = appOrigins(config);
  const csp = storefrontCsp([...origins]);

  /** The shop a store host names (not a deleted one). */
  const shopOf = (handle: string) =>
    db.selectFrom('shops').selectAll().where('handle', '=', handle).where('deleted', '=', 0).executeTakeFirst();

  /** The layout to show, and whether its temporary versions are shown. */
  async function which(
    req: FastifyRequest,
    shopId: string,
  ): Promise<{ layout: LayoutRow; preview: boolean; token?: string }> {
    const query = req.query as Record<string, string | undefined>;
    if (query.preview === 'true') {
      const token = typeof query.preview_token === 'string' ? query.preview_token : undefined;
      const fromToken = checkPreviewToken(jwtSecret, shopId, token);
      if (fromToken) {
        const layout = await layoutOf(db, shopId, fromToken).catch(() => undefined);
        if (layout) return { layout, preview: true, token };
      }
      if (req.headers.authorization) {
        const user = await authenticate(deps, req).catch(() => undefined);
        const owns =
          user &&
          (await db
            .selectFrom('shops')
            .select('id')
            .where('id', '=', shopId)
            .where('owner_id', '=', user.id)
            .executeTakeFirst());
        const themeId = typeof query.theme_id === 'string' ? query.theme_id : undefined;
        const layout =
          owns &&
          (themeId ? await layoutOf(db, shopId, themeId).catch(() => undefined) : await mainLayout(db, store, shopId));
        if (layout) return { layout, preview: true };
      }
    }
    return { layout: await mainLayout(db, store, shopId), preview: false };
  }

  async function serveStore(req: FastifyRequest, reply: FastifyReply, handle: string) {
    reply.header('content-security-policy', csp);
    reply.removeHeader('x-frame-options');
    reply.header('cache-control', 'no-store');
    const shop = await shopOf(handle);
    const path = req.url.split('?')[0];
    if (path === '/favicon.ico') return reply.code(204).send(); // the theme's icon is a <link> (preferences favicon)
    const target = route(path);
    if (!shop || !target) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if ('recover' in target) return recoverCheckout(reply, shop.id, target.recover);
    if ('invoice' in target) return serveInvoice(db, reply, shop, target.invoice);
    const { layout, preview, token } = await which(req, shop.id);
    const fs = layoutFs(filesOf(store, layout), preview);
    if ('asset' in target) {
      const body = isSafeFileName(target.asset) ? await fs.text(`assets/${target.asset}`) : undefined;
      if (body === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      const ext = target.asset.split('.').pop()?.toLowerCase() ?? '';
      return reply
        .type(ASSET_TYPES[ext] ?? 'text/plain; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    }
    const settings = JSON.parse(shop.settings || '{}') as Record<string, unknown>;
    const data = new StoreData(db, shop, cleanHtml);
    const header = await data.header();
    let kind = target.kind;
    const extra: Record<string, unknown> = {};
    if (kind === 'product') extra.product = await data.product(target.handle!);
    if (kind === 'collection') extra.collection = await data.collection(target.handle!);
    if (kind === 'page') extra.page = await data.page(target.handle!);
    if ((kind === 'product' || kind === 'collection' || kind === 'page') && !extra[kind]) kind = '404';
    const item = extra[kind] as
      { title?: string; seo_title?: string | null; seo_description?: string | null } | undefined;
    const shopTitle = (typeof settings.title === 'string' && settings.title) || shop.name;
    const scripts = headAndBody(settings);
    const cookies = Object.fromEntries(
      String(req.headers.cookie ?? '')
        .split(/;\s*/)
        .map((c) => {
          const at = c.indexOf('=');
          return [c.slice(0, at), c.slice(at + 1)];
        }),
    );
    let cart: unknown;
    try {
      cart = await data.cart(cookies.cart ? decodeURIComponent(cookies.cart) : undefined);
    } catch {
      cart = { items: [], item_count: 0, total_price: 0 };
    }
    const html = await renderPage({
      fs,
      kind,
      language: shop.language === 'vi' ? 'vi' : 'en',
      currency: shop.currency,
      assetQuery: preview && token ? `?preview=true&preview_token=${encodeURIComponent(token)}` : '',
      context: {
        ...extra,
        shop: {
          name: shop.name,
          handle: shop.handle,
          language: shop.language,
          currency: shop.currency,
          description: settings.description ?? '',
        },
        header,
        header_menu: await data.menu(header.menu_handle, 'header'),
        footer_menu: await data.menu(null, 'footer'),
        socials: Object.entries((settings.socials_link ?? {}) as Record<string, unknown>)
          .filter(([, url]) => typeof url === 'string' && /^https?:\/\//.test(url))
          .map(([name, url]) => ({ name, url })),
        cart,
        preview,
        page_title: item?.seo_title || (item?.title ? `${item.title} – ${shopTitle}` : shopTitle),
        page_description:
          item?.seo_description || (typeof settings.description === 'string' ? settings.description : ''),
        canonical_url: `${storeOrigin(config, shop.handle)}${path}`,
        content_for_header: scripts.head,
        // The newsletter sign-up (preference news_letter) before the merchant's body script: every theme prints it.
        content_for_body:
          (settings.news_letter === true
            ? newsletterForm(
                shop.language,
                path,
                (req.query as Record<string, unknown>).newsletter as string | undefined,
              )
            : '') + scripts.body,
      },
      prepareSection: async (section) => {
        if (section.type !== 'featured-collection') return {};
        const limit = Number(section.settings.limit) || 8;
        const handle =
          typeof section.settings.collection === 'string' && section.settings.collection
            ? section.settings.collection
            : undefined;
        const collection = handle ? await data.collection(handle, limit) : undefined;
        return { collection: collection ?? null, products: collection?.products ?? (await data.latest(limit)) };
      },
    }).catch((error: Error) => {
      req.log.warn({ err: error, shop: shop.id, layout: layout.id }, 'storefront render failed');
      return `<!doctype html><meta charset="utf-8"><title>${escapeHtml(shop.name)}</title><h1>${escapeHtml(shop.name)}</h1><p>This page cannot be shown: the theme has an error (${escapeHtml(error.message.split('\n')[0])}).</p>`;
    });
    return reply
      .code(kind === '404' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /**
   * The abandoned-checkout mail's link (SPEC §7 recovery_url): the shopper lands on their
   * cart, holding the checkout's products again. A checkout completed since lands on the
   * store; an unknown one is the store's 404.
   */
  async function recoverCheckout(reply: FastifyReply, shopId: string, orderId: string) {
    const order = await db
      .selectFrom('orders')
      .select(['items', 'abandoned'])
      .where('shop_id', '=', shopId)
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    if (!order.abandoned) return reply.redirect('/', 302);
    const lines = json<{ product_id?: string; quantity?: number }[]>(order.items, []);
    const ids = [...new Set(lines.map((l) => l.product_id).filter((id): id is string => !!id))];
    const products = ids.length
      ? await db
          .selectFrom('products')
          .select(['id', 'handle'])
          .where('shop_id', '=', shopId)
          .where('id', 'in', ids)
          .execute()
      : [];
    // The cart cookie the theme's script keeps: [{ handle, quantity }], one line per product.
    const cart = new Map<string, number>();
    for (const line of lines) {
      const handle = products.find((p) => p.id === line.product_id)?.handle;
      if (handle) cart.set(handle, (cart.get(handle) ?? 0) + Math.max(1, Math.floor(Number(line.quantity) || 1)));
    }
    const value = encodeURIComponent(JSON.stringify([...cart].map(([handle, quantity]) => ({ handle, quantity }))));
    return reply.header('set-cookie', `cart=${value}; Path=/; Max-Age=1209600; SameSite=Lax`).redirect('/cart', 302);
  }

  // The store's address on the platform's (mails link to `<public address>/s/<handle>/…` when
  // the shop has no public domain: gateway/mail/orderMail.ts): the same path on its host.
  app.get('/s/:handle/*', async (req, reply) => {
    const { handle, '*': rest } = req.params as { handle: string; '*': string };
    if (!HANDLE.test(handle))
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    return reply.redirect(`${storeOrigin(config, handle)}/${rest}${query}`, 302);
  });

  // The app's own requests (no private host) pass on at once, without a promise and a
  // microtask each: every API call goes through this hook.
  app.addHook('onRequest', (req, reply, done) => {
    const handle = privateHandle(req);
    if (!handle) return done();
    privateRequest(req, reply, handle).then((answered) => (answered ? undefined : done()), done);
  });

  /** A request to a shop's private host: true when it was answered here. */
  async function privateRequest(req: FastifyRequest, reply: FastifyReply, handle: string): Promise<boolean> {
    const path = req.url.split('?')[0];
    if (path.startsWith('/api/template/') || path === '/api/template') return applyCors(req, reply, origins);
    if (path.startsWith('/s3/')) return false; // the embedded store's images, as on the app's host
    if (req.method === 'OPTIONS') return applyCors(req, reply, origins);
    if (req.method === 'POST' && path === NEWSLETTER_PATH) {
      reply.header('cache-control', 'no-store');
      const shop = await shopOf(handle);
      if (!shop) reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      else
        await subscribe(
          deps.db,
          req,
          reply,
          shop.id,
          json<Record<string, unknown>>(shop.settings, {}).news_letter === true,
        );
      return true;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
      return true;
    }
    await serveStore(req, reply, handle);
    return true;
  }
}
