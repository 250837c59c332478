/** Demo discounts for the two demo shops: codes and automatic ones, in the shop's language and currency. */
import type { DiscountInput } from '../../../resources/discount/discount.schema';
import { DiscountBody } from '../../../resources/discount/discount.schema';
import type { SeedContext } from '../../lib/module';
import { newId, nowIso } from '../../lib/ids';
import { discountColumns } from './discount.rows';

const DAY = 86_400_000;

function demo(vnd: boolean, collectionId: string | undefined, now: number): Record<string, unknown>[] {
  const money = (usd: number, vnd_: number) => (vnd ? vnd_ : usd);
  return [
    {
      kind: 'code',
      code: vnd ? 'CHAOBAN10' : 'WELCOME10',
      name: vnd ? 'Chào bạn mới' : 'Welcome offer',
      type: 'percent',
      value: 10,
      once_per_customer: true,
      usage_limit: 500,
    },
    {
      kind: 'code',
      code: vnd ? 'GIAM50K' : 'SAVE5',
      name: vnd ? 'Giảm 50.000 ₫' : 'Five dollars off',
      type: 'fixed_amount',
      value: money(5, 50_000),
      minimum_requirement: 'order_total',
      minimum_value: money(40, 400_000),
    },
    {
      kind: 'automatic',
      name: vnd ? 'Mua nhiều giảm nhiều' : 'Spend more, save more',
      type: 'percent',
      value: 15,
      minimum_requirement: 'item_count',
      minimum_value: 5,
    },
    ...(collectionId
      ? [
          {
            kind: 'automatic',
            name: vnd ? 'Ưu đãi bộ sưu tập' : 'Collection week',
            type: 'percent',
            value: 20,
            applies_to: 'collections',
            collection_ids: [collectionId],
            exclude_discounted: true,
            starts_at: new Date(now + 2 * DAY).toISOString(),
            ends_at: new Date(now + 16 * DAY).toISOString(),
          },
        ]
      : []),
    {
      kind: 'code',
      code: vnd ? 'TET2026' : 'SUMMER25',
      name: vnd ? 'Tết 2026' : 'Summer sale',
      type: 'percent',
      value: 25,
      starts_at: new Date(now - 150 * DAY).toISOString(),
      ends_at: new Date(now - 90 * DAY).toISOString(),
    },
  ];
}

export async function seedDiscounts({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const has = await db
      .selectFrom('discounts')
      .select('id')
      .where('shop_id', '=', shop.id)
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    const collection = await db
      .selectFrom('collections')
      .select('id')
      .where('shop_id', '=', shop.id)
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    const now = Date.now();
    const rows = demo(shop.currency === 'VND', collection?.id, now).map((raw, i) => {
      const input: DiscountInput = DiscountBody.parse(raw);
      const at = new Date(now - (10 - i) * 60_000).toISOString();
      return { id: newId(), shop_id: shop.id, ...discountColumns(input), created_at: at, updated_at: nowIso() };
    });
    await db.insertInto('discounts').values(rows).execute();
  }
}
