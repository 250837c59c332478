/** A header and a footer menu for each demo shop, in its language, linking its seeded pages. */
import type { SeedContext } from '../../lib/module';
import { newId, nowIso } from '../../lib/ids';

const TEXT = {
  en: {
    main: 'Main menu',
    footer: 'Footer menu',
    home: 'Home',
    catalog: 'Catalog',
    contact: 'Contact',
    search: 'Search',
  },
  vi: {
    main: 'Menu chính',
    footer: 'Menu chân trang',
    home: 'Trang chủ',
    catalog: 'Sản phẩm',
    contact: 'Liên hệ',
    search: 'Tìm kiếm',
  },
};

const link = (name: string, url: string, children: unknown[] = []) => ({
  id: newId(),
  name,
  type: 'url',
  target_id: null,
  url,
  children,
});

export async function seedMenus({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db.selectFrom('menus').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
    if (has) continue;
    const t = shop.language === 'vi' ? TEXT.vi : TEXT.en;
    const pages = await db
      .selectFrom('pages')
      .select(['id', 'title', 'handle'])
      .where('shop_id', '=', shop.id)
      .where('status', '=', 'active')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const pageItems = pages.map((p) => ({
      id: newId(),
      name: p.title,
      type: 'page',
      target_id: p.id,
      url: `/pages/${p.handle}`,
      children: [],
    }));
    const collections = await db
      .selectFrom('collections')
      .select(['id', 'title', 'handle'])
      .where('shop_id', '=', shop.id)
      .orderBy('title')
      .limit(3)
      .execute();
    const catalog = collections.map((c) => ({
      id: newId(),
      name: c.title,
      type: 'collection',
      target_id: c.id,
      url: `/collections/${c.handle}`,
      children: [],
    }));
    const header = [
      link(t.home, '/'),
      link(t.catalog, '/collections/all', catalog),
      ...pageItems.slice(0, 1),
      link(t.contact, '/pages/contact'),
    ];
    const footer = [link(t.search, '/search'), ...pageItems];
    const at = nowIso();
    await db
      .insertInto('menus')
      .values([
        {
          id: newId(),
          shop_id: shop.id,
          title: t.main,
          handle: 'main-menu',
          location: 'header',
          position: 0,
          items: JSON.stringify(header),
          created_at: at,
          updated_at: at,
        },
        {
          id: newId(),
          shop_id: shop.id,
          title: t.footer,
          handle: 'footer',
          location: 'footer',
          position: 1,
          items: JSON.stringify(footer),
          created_at: at,
          updated_at: at,
        },
      ])
      .execute();
  }
}
