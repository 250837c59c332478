/** Demo offers for the two demo shops, from their own products, in the shop's language. */
import { OfferBody } from '../../../resources/offer/offer.schema';
import { newId } from '../../lib/ids';
import type { SeedContext } from '../../lib/module';
import { offerColumns } from './offer.rows';

export async function seedOffers({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    if (await db.selectFrom('cross_sales').select('id').where('shop_id', '=', shop.id).limit(1).executeTakeFirst())
      continue;
    const products = (
      await db
        .selectFrom('products')
        .select('id')
        .where('shop_id', '=', shop.id)
        .orderBy('created_at')
        .limit(6)
        .execute()
    ).map((p) => p.id);
    if (products.length < 4) continue;
    const vi = shop.language === 'vi';
    const offers = [
      {
        name: vi ? 'Mua kèm giảm 10%' : 'Frequently bought together',
        title: vi ? 'Thường được mua cùng' : 'Complete the set',
        message: vi ? 'Thêm vào giỏ để được giảm 10%.' : 'Add one and save 10%.',
        type: 'in_cart',
        kind: 'cross_sell',
        target_ids: products.slice(0, 2),
        recommended_ids: products.slice(2, 4),
        displayed_quantity: 2,
        minimum_quantity: 1,
        discount_type: 'percent',
        discount_value: 10,
        status: 'active',
      },
      {
        name: vi ? 'Nâng cấp trước khi thanh toán' : 'Upgrade before checkout',
        title: vi ? 'Bạn có muốn nâng cấp?' : 'Treat yourself',
        message: vi ? 'Chọn phiên bản cao cấp hơn.' : 'Go for the premium one.',
        type: 'pre_purchase',
        kind: 'up_sell',
        target_ids: products.slice(0, 1),
        recommended_ids: products.slice(4, 6).length ? products.slice(4, 6) : products.slice(1, 2),
        displayed_quantity: 1,
        minimum_quantity: 0,
        discount_type: 'amount',
        discount_value: vi ? 20_000 : 2,
        status: 'draft',
      },
    ];
    const at = new Date().toISOString();
    await db
      .insertInto('cross_sales')
      .values(
        offers.map((raw) => ({
          id: newId(),
          shop_id: shop.id,
          ...offerColumns(OfferBody.parse(raw)),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}
