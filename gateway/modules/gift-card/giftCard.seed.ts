/** The demo merchant's gift cards: two a shop, issued with their history. */
import type { GatewayModule } from '../../lib/module';
import { newId, nowIso } from '../../lib/ids';
import { codeKey } from '../../lib/giftCards';
import { minorDigits, toMinor } from '../../pricing/minor';
import { newGiftCardCode } from './giftCard.rows';

export const giftCardSeed: GatewayModule['seed'] = async ({ db, shops }) => {
  for (const shop of shops) {
    const has = await db.selectFrom('gift_cards').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
    if (has) continue;
    const vi = shop.language === 'vi';
    const digits = minorDigits(shop.currency);
    const at = nowIso();
    for (const [value, note] of vi
      ? ([
          [500000, 'Quà sinh nhật khách quen'],
          [200000, 'Bồi thường đơn giao chậm'],
        ] as const)
      : ([
          [50, 'Holiday gift for a regular'],
          [25, 'Apology for a late delivery'],
        ] as const)) {
      const code = newGiftCardCode();
      const id = newId();
      await db
        .insertInto('gift_cards')
        .values({
          id,
          shop_id: shop.id,
          code,
          code_key: codeKey(code),
          initial_minor: toMinor(value, digits),
          balance_minor: toMinor(value, digits),
          currency: shop.currency,
          expires_at: null,
          customer_id: null,
          note,
          disabled: 0,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('gift_card_transactions')
        .values({
          id: newId(),
          shop_id: shop.id,
          gift_card_id: id,
          kind: 'issue',
          amount_minor: toMinor(value, digits),
          order_id: null,
          created_at: at,
        })
        .execute();
    }
  }
};
