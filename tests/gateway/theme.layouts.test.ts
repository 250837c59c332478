/**
 * SPEC §7 Layout and themes: the catalogue, a shop's layouts (install, rename with
 * version, publish, duplicate, delete), the header, bad input per field, and another
 * merchant's shop (404, its layouts and header unchanged).
 */
import { describe, expect, it } from 'vitest';
import { templateContract as templateRoutes } from '../../resources/theme/template.contract';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { useGateway } from './harness';
import { merchantWithShop, onHost, textBody } from './theme.fixtures';

const gw = useGateway();

describe('the catalogue', () => {
  it('lists the three shipped themes, the default first, with their files', async () => {
    const m = await merchantWithShop(gw);
    const all = await gw.ok(themeRoutes.getAll, { token: m.token });
    expect(all.data.themes.map((t) => [t.name, t.is_default])).toEqual([
      ['dawn', true],
      ['sense', false],
      ['craft', false],
    ]);
    const dawn = await gw.ok(themeRoutes.detail, { token: m.token, query: { name: 'dawn' } });
    expect(dawn.data.files).toEqual(
      expect.arrayContaining([
        'layout/theme.liquid',
        'templates/index.liquid',
        'templates/product.liquid',
        'templates/collection.liquid',
        'templates/page.liquid',
        'templates/cart.liquid',
        'assets/theme.css',
        'config/settings_data.json',
        'locales/en.json',
        'locales/vi.json',
        'sections/header.liquid',
      ]),
    );
    expect((await gw.ok(themeRoutes.layoutsDefault, { token: m.token })).data.name).toBe('dawn');
    // Craft is Dawn's files with its own settings on top: complete, and its own palette.
    const craft = await gw.ok(themeRoutes.detail, { token: m.token, query: { name: 'craft' } });
    expect([...craft.data.files].sort()).toEqual([...dawn.data.files].sort());
    const bad = await gw.call(themeRoutes.detail, { token: m.token, query: { name: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.name.message).toBe('app.validation.invalid');
  });

  it("draws each theme's picture in its own colours; an unknown theme is a 404", async () => {
    const craft = await gw.app.inject({ method: 'GET', url: '/themes/craft/preview.svg' });
    expect(craft.statusCode).toBe(200);
    expect(craft.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(craft.body).toContain('fill="#2f5d3a"');
    const sense = await gw.app.inject({ method: 'GET', url: '/themes/sense/preview.svg' });
    expect(sense.body).toContain('fill="#7a3e2f"');
    expect(sense.body).not.toContain('#2f5d3a');
    expect((await gw.app.inject({ method: 'GET', url: '/themes/nope/preview.svg' })).statusCode).toBe(404);
  });
});

describe("a shop's layouts", () => {
  it('a new shop has the default theme published; install, rename, duplicate, publish and delete', async () => {
    const m = await merchantWithShop(gw);
    const token = m.token;
    const active = await gw.ok(themeRoutes.active, { token, query: { shop_id: m.shopId } });
    expect(active.data).toMatchObject({ theme: 'dawn', role: 'main', store_url: `http://${m.host}/` });
    expect(active.data.preview_url).toContain(`http://${m.host}/?preview=true&preview_token=`);

    const sense = (await gw.ok(themeRoutes.layoutCreate, { token, body: { theme: 'sense', shop_id: m.shopId } })).data;
    expect(sense).toMatchObject({ name: 'Sense', role: 'unpublished', version: 0 });
    const renamed = await gw.ok(themeRoutes.layoutUpdate, {
      token,
      params: { id: sense.id },
      body: { name: 'Autumn', version: 0, shop_id: m.shopId },
    });
    expect(renamed.data).toMatchObject({ name: 'Autumn', version: 1 });
    const stale = await gw.call(themeRoutes.layoutUpdate, {
      token,
      params: { id: sense.id },
      body: { name: 'Winter', version: 0, shop_id: m.shopId },
    });
    expect(stale.statusCode).toBe(409);
    const blank = await gw.call(themeRoutes.layoutUpdate, {
      token,
      params: { id: sense.id },
      body: { name: ' ', shop_id: m.shopId },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name.message).toBe('app.validation.required');

    // Duplicate keeps the saved edits of the source.
    await gw.ok(
      templateRoutes.save,
      textBody(m.host, token, '<p>autumn</p>', {
        params: { folder: 'templates', file: 'index.liquid' },
        query: { theme_id: sense.id },
      }),
    );
    const copy = (
      await gw.ok(themeRoutes.act, { token, body: { id: sense.id, action: 'duplicate', shop_id: m.shopId } })
    ).data;
    expect(copy).toMatchObject({ name: 'Copy of Autumn', role: 'unpublished', theme: 'sense' });
    const copied = await gw.ok(
      templateRoutes.get,
      onHost(m.host, { token, params: { folder: 'templates', file: 'index.liquid' }, query: { theme_id: copy.id } }),
    );
    expect(copied.data).toMatchObject({ content: '<p>autumn</p>', customized: true });

    await gw.ok(themeRoutes.act, { token, body: { id: sense.id, action: 'publish', shop_id: m.shopId } });
    const list = (await gw.ok(themeRoutes.layouts, { token, query: { shop_id: m.shopId } })).data;
    expect(list.layouts.map((l) => [l.name, l.role])).toEqual([
      ['Autumn', 'main'],
      ['Copy of Autumn', 'unpublished'],
      ['Dawn', 'unpublished'],
    ]);

    const refused = await gw.call(themeRoutes.act, {
      token,
      body: { id: sense.id, action: 'delete', shop_id: m.shopId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('theme.main_layout');
    await gw.ok(themeRoutes.act, { token, body: { id: copy.id, action: 'delete', shop_id: m.shopId } });
    expect(
      (await gw.call(themeRoutes.layoutDetail, { token, params: { shop: m.shopId, id: copy.id } })).statusCode,
    ).toBe(404);
    expect(
      (await gw.call(templateRoutes.list, onHost(m.host, { token, query: { theme_id: copy.id } }))).statusCode,
    ).toBe(404);
    const detail = await gw.ok(themeRoutes.layoutsDetail, { token, query: { shop_id: m.shopId, id: sense.id } });
    expect(detail.data).toMatchObject({ id: sense.id, role: 'main' });
  });

  it("another merchant's shop answers 404 on every call and its layouts stay as they were", async () => {
    const owner = await merchantWithShop(gw, 'Owned Shop');
    const intruder = await merchantWithShop(gw, 'Intruder Shop');
    const before = (await gw.ok(themeRoutes.layouts, { token: owner.token, query: { shop_id: owner.shopId } })).data
      .layouts;
    const id = before[0].id;
    const t = intruder.token;
    const calls = [
      gw.call(themeRoutes.active, { token: t, query: { shop_id: owner.shopId } }),
      gw.call(themeRoutes.layouts, { token: t, query: { shop_id: owner.shopId } }),
      gw.call(themeRoutes.layoutsDetail, { token: t, query: { shop_id: owner.shopId, id } }),
      gw.call(themeRoutes.layoutCreate, { token: t, body: { theme: 'sense', shop_id: owner.shopId } }),
      gw.call(themeRoutes.layoutUpdate, {
        token: t,
        params: { id },
        body: { name: 'Mine now', shop_id: owner.shopId },
      }),
      gw.call(themeRoutes.layoutUpdate, {
        token: t,
        params: { id },
        body: { name: 'Mine now', shop_id: intruder.shopId },
      }),
      gw.call(themeRoutes.act, { token: t, body: { id, action: 'duplicate', shop_id: owner.shopId } }),
      gw.call(themeRoutes.act, { token: t, body: { id, action: 'delete', shop_id: intruder.shopId } }),
      gw.call(themeRoutes.headerCreate, { token: t, body: { announcement: 'x', shop_id: owner.shopId } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Owned Shop');
    }
    const after = (await gw.ok(themeRoutes.layouts, { token: owner.token, query: { shop_id: owner.shopId } })).data
      .layouts;
    expect(after).toEqual(before);
    expect(
      (await gw.ok(themeRoutes.headerDetail, { token: owner.token, params: { shop: owner.shopId } })).data,
    ).toBeNull();
  });
});

describe('the header', () => {
  it('is created once, updated with its version, and checked per field', async () => {
    const m = await merchantWithShop(gw);
    const token = m.token;
    expect((await gw.ok(themeRoutes.headerDetail, { token, params: { shop: m.shopId } })).data).toBeNull();
    const created = await gw.ok(themeRoutes.headerCreate, {
      token,
      body: { announcement: 'Free shipping', sticky: true, shop_id: m.shopId },
    });
    expect(created.data).toMatchObject({
      announcement: 'Free shipping',
      sticky: true,
      menu_handle: 'main-menu',
      version: 0,
    });
    const again = await gw.call(themeRoutes.headerCreate, { token, body: { shop_id: m.shopId } });
    expect(again.json().code).toBe('theme.header_exists');
    const updated = await gw.ok(themeRoutes.headerUpdate, {
      token,
      params: { id: created.data.id },
      body: { announcement: 'Sale', version: 0, shop_id: m.shopId },
    });
    expect(updated.data).toMatchObject({ announcement: 'Sale', sticky: true, version: 1 });
    expect(
      (
        await gw.call(themeRoutes.headerUpdate, {
          token,
          params: { id: created.data.id },
          body: { announcement: 'Late', version: 0, shop_id: m.shopId },
        })
      ).statusCode,
    ).toBe(409);
    const bad = await gw.call(themeRoutes.headerUpdate, {
      token,
      params: { id: created.data.id },
      body: { announcement: 'x'.repeat(201), logo_width: 5, shop_id: m.shopId },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['announcement', 'logo_width']);
    // The storefront shows it.
    const home = await gw.app.inject({ method: 'GET', url: '/', headers: { host: m.host } });
    expect(home.body).toContain('Sale');
    expect(home.body).toContain('site-header--sticky');
  });
});
