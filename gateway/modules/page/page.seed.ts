/** Demo pages for the two demo shops, in each shop's language. */
import { slugify } from '../../../core/slug';
import { page } from '../../../resources/page/page.resource';
import { insertRecords } from '../../lib/declared';
import type { SeedContext } from '../../lib/module';

interface DemoPage {
  title: string;
  description: string;
  tags: string[];
  status?: 'active' | 'inactive';
}

const PAGES: Record<string, DemoPage[]> = {
  en: [
    {
      title: 'About us',
      description:
        '<h2>Our story</h2><p>Maple &amp; Co makes <strong>small-batch homeware</strong> in Portland since 2015.</p>',
      tags: ['about'],
    },
    {
      title: 'Shipping policy',
      description: '<p>Orders ship within <strong>2 business days</strong>. Free shipping over $75.</p>',
      tags: ['policy'],
    },
    {
      title: 'Returns',
      description: '<p>Return any unused item within 30 days for a full refund.</p>',
      tags: ['policy'],
    },
    {
      title: 'Holiday gift guide',
      description: '<p>Our favourite gifts for the season.</p>',
      tags: ['guide'],
      status: 'inactive',
    },
  ],
  vi: [
    {
      title: 'Giới thiệu',
      description: '<h2>Câu chuyện của chúng tôi</h2><p>Gốm sứ <strong>làm thủ công</strong> tại làng Bát Tràng.</p>',
      tags: ['giới thiệu'],
    },
    {
      title: 'Chính sách vận chuyển',
      description: '<p>Giao hàng toàn quốc trong <strong>3–5 ngày</strong>.</p>',
      tags: ['chính sách'],
    },
    {
      title: 'Đổi trả hàng',
      description: '<p>Đổi trả miễn phí trong 7 ngày nếu sản phẩm bị lỗi.</p>',
      tags: ['chính sách'],
    },
  ],
};

export async function seedPages({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db.selectFrom('pages').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
    if (has) continue;
    const start = Date.now();
    // One millisecond apart, so "newest first" and the menu seed's order are stable.
    const pages = (PAGES[shop.language] ?? PAGES.en).map((p) => ({ ...p, handle: slugify(p.title) }));
    await insertRecords(db, page, shop.id, pages, (i) => new Date(start + i).toISOString());
  }
}
