/** Demo drafts: two open draft orders per demo shop, for customers with an address, priced like any save. */
import type { SeedContext } from '../../lib/module';
import { nowIso } from '../../lib/ids';
import { createDraft } from './draft.write';

export async function seedDrafts({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db
      .selectFrom('draft_orders')
      .select('id')
      .where('shop_id', '=', shop.id)
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    const customers = await db
      .selectFrom('customers')
      .select(['id'])
      .where('shop_id', '=', shop.id)
      .where('address', 'is not', null)
      .orderBy('created_at')
      .limit(2)
      .execute();
    const products = await db
      .selectFrom('products')
      .select(['id', 'variants'])
      .where('shop_id', '=', shop.id)
      .where('status', '=', 'active')
      .where('variants', '=', '[]')
      .orderBy('created_at')
      .limit(3)
      .execute();
    if (customers.length < 2 || products.length < 2) continue;
    const vi = shop.language === 'vi';
    const drafts = [
      {
        customer_id: customers[0].id,
        items: [
          { product_id: products[0].id, quantity: 2 },
          { product_id: products[1].id, quantity: 1 },
        ],
        note: vi ? 'Khách đặt qua điện thoại, gói quà giúp.' : 'Phone order: please gift wrap.',
      },
      {
        customer_id: customers[1].id,
        items: [{ product_id: products[products.length - 1].id, quantity: 3 }],
        note: vi ? 'Báo giá cho đơn sỉ.' : 'Quote for a wholesale order.',
      },
    ];
    for (const draft of drafts) {
      await db.transaction().execute((trx) =>
        createDraft(
          trx,
          shop,
          {
            ...draft,
            email: null,
            code: null,
            gift_card: null,
            shipping_address: null,
            billing_address: null,
            billing_same_as_shipping: true,
            // Methods the demo shops take (payment.seed.ts): an order may not use one that is off.
            payment_method: vi ? 'bank_transfer' : 'paypal',
            shipping_price: null,
            tags: [],
          },
          nowIso(),
        ),
      );
    }
  }
}
