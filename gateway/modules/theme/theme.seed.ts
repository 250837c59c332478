/**
 * Demo data: each demo shop gets a storefront header in its language. Its layout (the
 * default theme, published) is installed on first use by mainLayout(): the seed has no
 * object store to write files to, and every shop, demo or new, gets one the same way.
 */
import type { SeedContext } from '../../lib/module';
import { newId, nowIso } from '../../lib/ids';
import { DEFAULT_MENU } from './theme.header';

const ANNOUNCEMENT: Record<string, string> = {
  en: 'Free shipping on orders over $50 – this week only',
  vi: 'Miễn phí vận chuyển cho đơn hàng từ 500.000 ₫ – chỉ trong tuần này',
};

export async function themeSeed({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db.selectFrom('shop_headers').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
    if (has) continue;
    const at = nowIso();
    await db
      .insertInto('shop_headers')
      .values({
        id: newId(),
        shop_id: shop.id,
        logo: null,
        logo_width: null,
        announcement: ANNOUNCEMENT[shop.language] ?? ANNOUNCEMENT.en,
        announcement_link: '/collections/all',
        menu_handle: DEFAULT_MENU,
        sticky: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}
