/** SPEC §7 Pages and Menu: rules and messages, handles, tags, ordering, nesting, link targets, tenancy. */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { menuContract as menuRoutes } from '../../resources/menu/menu.contract';
import { pageTagsContract } from '../../resources/page/page.contract';
import { page } from '../../resources/page/page.resource';
import { merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const pageRoutes = { ...declaredContract(page), ...pageTagsContract };
const gw = useGateway();
const XSS = '<p>Hi</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">';

const createPage = async (m: Merchant, body: Record<string, unknown>) =>
  (await gw.ok(pageRoutes.create, { token: m.token, params: { shop: m.shopId }, body: { ...body, shop_id: m.shopId } }))
    .data;
const createMenu = (m: Merchant, body: Record<string, unknown>) =>
  gw.call(menuRoutes.create, { token: m.token, params: { shop: m.shopId }, body: { ...body, shop_id: m.shopId } });
const item = (id: string, name: string, children: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  type: 'url',
  url: `/${id}`,
  children,
  ...extra,
});

describe('pages', () => {
  it('creates with a handle from the title (SPEC §5 slug), unique in the shop, and stores the content as text', async () => {
    const m = await merchant(gw);
    const about = await createPage(m, { title: 'Giới thiệu Đẹp', description: XSS, tags: ['about', 'about', 'team'] });
    expect(about).toMatchObject({
      handle: 'gioi-thieu-dep',
      status: 'active',
      tags: ['about', 'team'],
      description: XSS,
      version: 0,
    });
    expect((await createPage(m, { title: 'Giới thiệu đẹp' })).handle).toBe('gioi-thieu-dep-2');
    expect((await createPage(m, { title: 'Other', handle: 'Mine Here' })).handle).toBe('mine-here');
  });

  it('answers 400 per field: title required and at most 70 characters, SEO description at most 250 (the counters), status', async () => {
    const m = await merchant(gw);
    const res = await gw.call(pageRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: ' ', seo_description: 'x'.repeat(251), status: 'draft', shop_id: m.shopId },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: { message: 'app.validation.required' },
      // The counter's number, not 251 (issue 31 item 12).
      seo_description: { message: 'app.validation.atMostLength', args: { n: 250 } },
      status: { message: 'app.validation.invalid' },
    });
    const long = await gw.call(pageRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: 'x'.repeat(71) },
    });
    expect(long.json().errors.title).toEqual({ message: 'app.validation.atMostLength', args: { n: 70 } });
    expect((await createPage(m, { title: 'x'.repeat(70) })).title).toHaveLength(70);
  });

  it('lists with status, tag and search filters, paging, and every tag once', async () => {
    const m = await merchant(gw);
    await createPage(m, { title: 'Shipping', tags: ['policy'] });
    await createPage(m, { title: 'Returns', tags: ['policy', 'help'], status: 'inactive' });
    await createPage(m, { title: 'About', tags: ['about'] });
    const list = (query: Record<string, string | number>) =>
      gw.ok(pageRoutes.list, { token: m.token, params: { shop: m.shopId }, query }).then((a) => a.data);
    expect((await list({ sort: 'title', order: 'asc' })).pages.map((p) => p.title)).toEqual([
      'About',
      'Returns',
      'Shipping',
    ]);
    expect((await list({ status: 'inactive' })).pages.map((p) => p.title)).toEqual(['Returns']);
    expect((await list({ tag: 'policy', sort: 'title', order: 'asc' })).pages.map((p) => p.title)).toEqual([
      'Returns',
      'Shipping',
    ]);
    expect((await list({ q: 'ship' })).pages.map((p) => p.title)).toEqual(['Shipping']);
    expect(await list({ limit: 1, page: 2, sort: 'title', order: 'asc' })).toMatchObject({
      total: 3,
      pages: [{ title: 'Returns' }],
    });
    expect((await gw.ok(pageRoutes.tags, { token: m.token, params: { shop: m.shopId } })).data.tags).toEqual([
      'about',
      'help',
      'policy',
    ]);
  });

  it('updates with the id in the body, refuses a stale version with 409, deletes with a body', async () => {
    const m = await merchant(gw);
    const page = await createPage(m, { title: 'FAQ' });
    const update = (body: Record<string, unknown>) =>
      gw.call(pageRoutes.update, { token: m.token, params: { shop: m.shopId }, body });
    const first = await update({ _id: page.id, title: 'Questions', status: 'inactive', version: 0 });
    expect(first.json().data).toMatchObject({ title: 'Questions', handle: 'faq', status: 'inactive', version: 1 });
    const stale = await update({ _id: page.id, title: 'Old tab', version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_write', data: { title: 'Questions' } });
    expect((await update({ _id: page.id, handle: '' })).json().data.handle).toBe('questions');
    const del = await gw.ok(pageRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [page.id, 'nope'] },
    });
    expect(del.data.ids).toEqual([page.id]);
    expect(
      (await gw.call(pageRoutes.get, { token: m.token, params: { shop: m.shopId, page_id: page.id } })).statusCode,
    ).toBe(404);
  });

  it("never reads, changes or deletes another shop's page, and leaves it as it was", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createPage(other, { title: 'Theirs', description: '<p>keep</p>' });
    expect(
      (await gw.call(pageRoutes.get, { token: m.token, params: { shop: m.shopId, page_id: theirs.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(pageRoutes.update, {
          token: m.token,
          params: { shop: m.shopId },
          body: { _id: theirs.id, title: 'Mine' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await gw.ok(pageRoutes.deleteMany, { token: m.token, params: { shop: m.shopId }, body: { ids: [theirs.id] } }))
        .data.ids,
    ).toEqual([]);
    expect((await gw.call(pageRoutes.list, { token: m.token, params: { shop: other.shopId } })).statusCode).toBe(404);
    const after = await gw.ok(pageRoutes.get, {
      token: other.token,
      params: { shop: other.shopId, page_id: theirs.id },
    });
    expect(after.data).toEqual(theirs);
  });
});

describe('menus', () => {
  it("refuses a missing title with SPEC §8 'Tiêu đề là bắt buộc!' (its key), and an unnamed item", async () => {
    const m = await merchant(gw);
    const res = await createMenu(m, { title: '  ', location: 'footer', items: [item('a', '')] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: { message: 'app.validation.menu_title_required' },
      'items.0.name': { message: 'app.validation.menu_title_required' },
    });
    expect(res.json().messages.title).toBe('Title is required!');
    expect((await createMenu(m, { title: 'X', location: 'sidebar' })).json().errors.location).toMatchObject({
      message: 'app.validation.invalid',
    });
  });

  it('nests items up to three levels and no deeper', async () => {
    const m = await merchant(gw);
    const three = await createMenu(m, {
      title: 'Main',
      location: 'header',
      items: [item('a', 'A', [item('b', 'B', [item('c', 'C')])])],
    });
    expect(three.statusCode).toBe(201);
    expect(three.json().data).toMatchObject({
      handle: 'main',
      items: [{ name: 'A', children: [{ name: 'B', children: [{ name: 'C', children: [] }] }] }],
    });
    const four = await createMenu(m, {
      title: 'Deep',
      items: [item('a', 'A', [item('b', 'B', [item('c', 'C', [item('d', 'D')])])])],
    });
    expect(four.statusCode).toBe(400);
    expect(Object.keys(four.json().errors)[0]).toMatch(/^items\.0\.children\.0\.children\.0\.children/);
  });

  it("links this shop's pages by handle and refuses another shop's page or a missing URL", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const mine = await createPage(m, { title: 'Contact us' });
    const theirs = await createPage(other, { title: 'Theirs' });
    const ok = await createMenu(m, {
      title: 'Footer',
      location: 'footer',
      items: [item('p', 'Contact', [], { type: 'page', target_id: mine.id, url: '' })],
    });
    expect(ok.json().data.items[0]).toMatchObject({ type: 'page', target_id: mine.id, url: '/pages/contact-us' });
    const bad = await createMenu(m, {
      title: 'Footer 2',
      items: [item('p', 'X', [], { type: 'page', target_id: theirs.id }), item('u', 'U', [], { url: '' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'items.0.target_id': { message: 'app.validation.invalid' },
      'items.1.url': { message: 'app.validation.required' },
    });
    const script = await createMenu(m, { title: 'Evil', items: [item('j', 'J', [], { url: 'javascript:alert(1)' })] });
    expect(script.json().errors['items.0.url']).toMatchObject({ message: 'app.validation.invalid' });
  });

  it('reorders items through an update and menus through PUT .../menu/position', async () => {
    const m = await merchant(gw);
    const a = (await createMenu(m, { title: 'A', location: 'footer', items: [item('x', 'X'), item('y', 'Y')] })).json()
      .data;
    const b = (await createMenu(m, { title: 'B', location: 'footer' })).json().data;
    const moved = await gw.ok(menuRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, menu_id: a.id },
      body: { items: [item('y', 'Y'), item('x', 'X')], version: 0 },
    });
    expect(moved.data.items.map((i) => i.name)).toEqual(['Y', 'X']);
    await gw.ok(menuRoutes.position, { token: m.token, params: { shop: m.shopId }, body: { ids: [b.id, a.id] } });
    const list = await gw.ok(menuRoutes.list, {
      token: m.token,
      params: { shop: m.shopId },
      query: { location: 'footer' },
    });
    expect(list.data.menus.map((x) => x.title)).toEqual(['B', 'A']);
  });

  it("never reads, changes, orders or deletes another shop's menu, and leaves it as it was", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = (await createMenu(other, { title: 'Theirs', items: [item('x', 'X')] })).json().data;
    const p = { shop: m.shopId, menu_id: theirs.id };
    expect((await gw.call(menuRoutes.get, { token: m.token, params: p })).statusCode).toBe(404);
    expect((await gw.call(menuRoutes.update, { token: m.token, params: p, body: { title: 'Mine' } })).statusCode).toBe(
      404,
    );
    expect(
      (await gw.ok(menuRoutes.position, { token: m.token, params: { shop: m.shopId }, body: { ids: [theirs.id] } }))
        .data.ids,
    ).toEqual([]);
    expect(
      (await gw.ok(menuRoutes.deleteMany, { token: m.token, params: { shop: m.shopId }, body: { ids: [theirs.id] } }))
        .data.ids,
    ).toEqual([]);
    const after = await gw.ok(menuRoutes.get, {
      token: other.token,
      params: { shop: other.shopId, menu_id: theirs.id },
    });
    expect(after.data).toEqual(theirs);
  });
});
