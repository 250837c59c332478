/**
 * The storefront on the private domain: the seeded catalogue, pages and menus rendered by
 * the published theme (escaped by default, merchant HTML sanitised), preferences (SEO,
 * analytics, head/body scripts) under the storefront's own CSP, the shop's language,
 * preview of temporary edits (owner only), and CORS for the app's origin only.
 */
import { describe, expect, it } from 'vitest';
import { seedMenus } from '../../gateway/modules/menu/menu.seed';
import { seedPages } from '../../gateway/modules/page/page.seed';
import { seedShopCatalogue } from '../../gateway/seed/catalogue';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { templateContract as templateRoutes } from '../../resources/theme/template.contract';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { useGateway } from './harness';
import { merchantWithShop, onHost, storefront, textBody } from './theme.fixtures';

const gw = useGateway();

async function seededShop(language: 'en' | 'vi' = 'en') {
  const m = await merchantWithShop(gw, language === 'vi' ? 'Gốm Sứ Bát Tràng' : 'Maple and Co', language);
  const row = await gw.db.selectFrom('shops').selectAll().where('id', '=', m.shopId).executeTakeFirstOrThrow();
  await seedShopCatalogue(gw.db, row, { store: null, publicBaseUrl: '', productsPerShop: 6 });
  await seedPages({ db: gw.db, shops: [row], publicBaseUrl: '' });
  await seedMenus({ db: gw.db, shops: [row], publicBaseUrl: '' });
  return m;
}

describe('the storefront', () => {
  it('renders a seeded product, a collection, a page and the menus from the published theme', async () => {
    const m = await seededShop();
    const product = await gw.db
      .selectFrom('products')
      .select(['title', 'handle', 'price'])
      .where('shop_id', '=', m.shopId)
      .where('status', '=', 'active')
      .orderBy('handle')
      .executeTakeFirstOrThrow();
    const res = await storefront(gw, m.host, `/products/${product.handle}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<h1 class="product__title">${product.title.replace(/&/g, '&amp;')}</h1>`);
    expect(res.body).toContain(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(product.price),
    );
    expect(res.body).toContain('Add to cart');

    const page = await gw.db
      .selectFrom('pages')
      .select(['title', 'handle'])
      .where('shop_id', '=', m.shopId)
      .where('handle', '=', 'about-us')
      .executeTakeFirstOrThrow();
    const about = await storefront(gw, m.host, `/pages/${page.handle}`);
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<strong>small-batch homeware</strong>'); // the page's HTML, sanitised, not escaped
    expect(about.body).toContain('href="/pages/about-us"'); // the seeded header menu

    const collection = await gw.db
      .selectFrom('collections')
      .select(['title', 'handle'])
      .where('shop_id', '=', m.shopId)
      .executeTakeFirstOrThrow();
    const list = await storefront(gw, m.host, `/collections/${collection.handle}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`<h1 class="page-title">${collection.title.replace(/&/g, '&amp;')}</h1>`);

    expect((await storefront(gw, m.host, '/products/no-such-thing')).statusCode).toBe(404);
    expect((await storefront(gw, m.host, '/pages/holiday-gift-guide')).statusCode).toBe(404); // inactive
    const css = await storefront(gw, m.host, '/assets/theme.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it("escapes product text, sanitises page HTML, and runs the merchant's scripts under the storefront's own CSP", async () => {
    const m = await seededShop();
    await gw.db
      .updateTable('products')
      .set({ title: '<img src=x onerror=alert(1)>Mug' })
      .where('shop_id', '=', m.shopId)
      .where(
        'handle',
        '=',
        (
          await gw.db
            .selectFrom('products')
            .select('handle')
            .where('shop_id', '=', m.shopId)
            .orderBy('handle')
            .executeTakeFirstOrThrow()
        ).handle,
      )
      .execute();
    await gw.db
      .updateTable('pages')
      .set({ description: '<p>Hi</p><script>alert(2)</script><img src=x onerror="alert(3)">' })
      .where('shop_id', '=', m.shopId)
      .where('handle', '=', 'about-us')
      .execute();
    await gw.ok(shopRoutes.update, {
      token: m.token,
      params: { id: m.shopId },
      body: {
        title: 'Maple SEO title',
        description: 'Handmade homeware',
        google_analytics_ids: ['G-ABC123'],
        script: { head: '<script>window.headRan=1</script>', body: '<script>window.bodyRan=1</script>' },
      },
    });
    const home = await storefront(gw, m.host, '/');
    expect(home.body).toContain('<title>Maple SEO title</title>');
    expect(home.body).toContain('<meta name="description" content="Handmade homeware">');
    expect(home.body).toContain('gtag/js?id=G-ABC123');
    expect(home.body).toContain('<script>window.headRan=1</script>');
    expect(home.body).toContain('<script>window.bodyRan=1</script>');
    expect(home.body).not.toContain('<img src=x onerror');
    expect(home.body).toContain('&lt;img src=x onerror=alert(1)&gt;Mug');
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https:");
    expect(csp).toContain('frame-ancestors');
    expect(home.headers['x-frame-options']).toBeUndefined();

    const about = await storefront(gw, m.host, '/pages/about-us');
    expect(about.body).toContain('<p>Hi</p>');
    expect(about.body).not.toContain('alert(2)');
    expect(about.body).not.toContain('onerror');

    // The admin's policy is untouched: no inline scripts there, no framing.
    const admin = await gw.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: `localhost:${gw.config.port}` },
    });
    expect(String(admin.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(String(admin.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it("speaks the shop's language from the theme's locale file", async () => {
    const m = await seededShop('vi');
    const home = await storefront(gw, m.host, '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="vi">');
    expect(home.body).toContain('Giỏ hàng');
    expect(home.body).toContain('₫');
    expect(home.body).not.toContain('>Cart (');
  });

  it('answers 404 for a host that is no shop', async () => {
    expect((await storefront(gw, `no-such-shop.localhost:${gw.config.port}`, '/')).statusCode).toBe(404);
  });
});

describe('preview', () => {
  it('shows the temporary edit with the preview token or the bearer, while / still shows the saved version', async () => {
    const m = await seededShop();
    const index = { folder: 'templates', file: 'index.liquid' };
    await gw.ok(
      templateRoutes.save,
      textBody(m.host, m.token, '<h2 class="draft">Autumn draft</h2>', { params: index, query: { preview: 'true' } }),
    );
    const { preview_url: previewUrl } = (await gw.ok(templateRoutes.list, onHost(m.host, { token: m.token }))).data
      .layout;
    const url = new URL(previewUrl);
    expect(url.host).toBe(m.host);

    const preview = await storefront(gw, m.host, `${url.pathname}${url.search}`);
    expect(preview.body).toContain('Autumn draft');
    expect(preview.body).toContain('preview-bar');
    expect(preview.body).toContain(`/assets/theme.css?preview=true&amp;preview_token=`);
    const live = await storefront(gw, m.host, '/');
    expect(live.body).not.toContain('Autumn draft');
    expect(live.body).toContain('section--hero');

    const bearer = await storefront(gw, m.host, '/?preview=true', { authorization: `Bearer ${m.token}` });
    expect(bearer.body).toContain('Autumn draft');
    // Without a valid token, or with another merchant's, ?preview=true shows the saved site.
    expect((await storefront(gw, m.host, '/?preview=true')).body).not.toContain('Autumn draft');
    expect((await storefront(gw, m.host, '/?preview=true&preview_token=x.1.y')).body).not.toContain('Autumn draft');
    const other = await merchantWithShop(gw, 'Someone Else');
    expect(
      (await storefront(gw, m.host, '/?preview=true', { authorization: `Bearer ${other.token}` })).body,
    ).not.toContain('Autumn draft');
    // Another shop's valid token does not open this shop's preview.
    const theirs = new URL(
      (await gw.ok(templateRoutes.list, onHost(other.host, { token: other.token }))).data.layout.preview_url,
    );
    expect((await storefront(gw, m.host, `/${theirs.search}`)).body).not.toContain('Autumn draft');
  });

  it('publishing another layout changes what / renders', async () => {
    const m = await seededShop();
    const sense = await gw.ok(themeRoutes.layoutCreate, {
      token: m.token,
      body: { theme: 'sense', shop_id: m.shopId },
    });
    expect((await storefront(gw, m.host, '/')).body).not.toContain('hero--split');
    await gw.ok(themeRoutes.act, { token: m.token, body: { id: sense.data.id, action: 'publish', shop_id: m.shopId } });
    expect((await storefront(gw, m.host, '/')).body).toContain('hero--split');
  });
});

describe('CORS on the private domain', () => {
  it("allows the app's origin only", async () => {
    const m = await merchantWithShop(gw);
    const app = `http://localhost:${gw.config.port}`;
    const preflight = (origin: string) =>
      gw.app.inject({
        method: 'OPTIONS',
        url: '/api/template/list',
        headers: {
          host: m.host,
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const ok = await preflight(app);
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(app);
    // Every header the app sends (dataProvider/http.ts): a missing one fails the browser's preflight, and the call.
    expect(String(ok.headers['access-control-allow-headers']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'x-source']),
    );
    const evil = await preflight('http://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-headers']).toBeUndefined();

    const call = await gw.call(templateRoutes.list, onHost(m.host, { token: m.token, headers: { origin: app } }));
    expect(call.statusCode).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBe(app);
    const refused = await gw.call(
      templateRoutes.list,
      onHost(m.host, { token: m.token, headers: { origin: 'http://evil.example' } }),
    );
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
