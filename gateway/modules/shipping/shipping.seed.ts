/** Demo shipping zones and surcharges for the two demo shops, in the shop's language and currency. */
import { shipping } from '../../../resources/shipping/shipping.resource';
import { subfee } from '../../../resources/subfee/subfee.resource';
import { insertRecords, readRecords } from '../../lib/declared';
import type { SeedContext } from '../../lib/module';

const zones = (vnd: boolean) =>
  vnd
    ? [
        {
          name: 'Nội địa Việt Nam',
          country_codes: ['VN'],
          price_rates: [
            { name: 'Tiêu chuẩn', min: 0, max: 499_999, cost: 30_000 },
            { name: 'Miễn phí cho đơn từ 500.000 ₫', min: 500_000, max: 0, cost: 0 },
          ],
          product_rates: [
            {
              name: 'Hàng cồng kềnh (chum, lọ lớn)',
              keyword: 'chum',
              match: 'contains',
              first_item: 80_000,
              additional_item: 40_000,
            },
          ],
          methods: [
            {
              name: 'Giao nhanh 2 giờ',
              description: 'Nội thành Hà Nội',
              type: 'flat_rate',
              price: 45_000,
              additional_price: 0,
              condition: 'none',
              min: 0,
              max: 0,
            },
          ],
        },
        {
          name: 'Quốc tế',
          country_mode: 'exclude',
          country_codes: ['VN'],
          methods: [
            {
              name: 'EMS quốc tế',
              description: null,
              type: 'by_item',
              price: 350_000,
              additional_price: 120_000,
              condition: 'none',
              min: 0,
              max: 0,
            },
          ],
        },
      ]
    : [
        {
          name: 'Domestic',
          country_codes: ['US'],
          price_rates: [
            { name: 'Standard', min: 0, max: 49.99, cost: 5.99 },
            { name: 'Free shipping over $50', min: 50, max: 0, cost: 0 },
          ],
          methods: [
            {
              name: 'Express',
              description: '1-2 business days',
              type: 'flat_rate',
              price: 14.99,
              additional_price: 0,
              condition: 'none',
              min: 0,
              max: 0,
            },
            {
              name: 'Per item',
              description: null,
              type: 'by_item',
              price: 4,
              additional_price: 1.5,
              condition: 'item_number',
              min: 0,
              max: 10,
            },
          ],
        },
        {
          name: 'North America',
          country_codes: ['CA', 'MX'],
          methods: [
            {
              name: 'International standard',
              description: null,
              type: 'flat_rate',
              price: 12,
              additional_price: 0,
              condition: 'none',
              min: 0,
              max: 0,
            },
          ],
        },
      ];

const subfees = (vnd: boolean, collectionId: string | undefined) => [
  vnd
    ? {
        name: 'Phụ phí vùng sâu vùng xa',
        applies_to: 'countries',
        country_codes: ['LA', 'KH'],
        first_item: 50_000,
        next_item: 10_000,
      }
    : {
        name: 'Cross-border handling (Canada)',
        applies_to: 'countries',
        country_codes: ['CA'],
        first_item: 3,
        next_item: 0.5,
      },
  ...(collectionId
    ? [
        vnd
          ? {
              name: 'Đóng gói chống vỡ',
              applies_to: 'collections',
              collection_ids: [collectionId],
              first_item: 15_000,
              next_item: 5_000,
            }
          : {
              name: 'Fragile packing',
              applies_to: 'collections',
              collection_ids: [collectionId],
              first_item: 2,
              next_item: 0.5,
            },
      ]
    : []),
];

export async function seedShipping({ db, shops }: SeedContext): Promise<void> {
  for (const shop of shops) {
    const vnd = shop.currency === 'VND';
    const at = (i: number) => new Date(Date.now() - (10 - i) * 60_000).toISOString();
    if (!(await readRecords(db, shipping, shop.id)).length) await insertRecords(db, shipping, shop.id, zones(vnd), at);
    if (!(await readRecords(db, subfee, shop.id)).length) {
      const collection = await db
        .selectFrom('collections')
        .select('id')
        .where('shop_id', '=', shop.id)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      await insertRecords(db, subfee, shop.id, subfees(vnd, collection?.id), at);
    }
  }
}
