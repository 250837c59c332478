/**
 * A gift card at checkout (issue 13): the code a checkout call or a draft names, as the
 * pricing engine's giftCard step reads it, and the refusals on the `gift_card` field
 * (SPEC §5 style: 400, per field, an i18n key). Redemption is redeemGiftCardIn, inside the
 * order's transaction.
 */
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { badRequest } from '../../lib/errors';
import { englishMessages } from '../../lib/serve';
import type { GiftCardRule } from '../../pricing/giftCard';
import './giftCard.tables';
import { codeKey, giftCardStatus } from './giftCard.rows';

export const GIFT_CARD_FIELD = 'gift_card';

/** 400 on the gift card field: `unusable` (unknown, disabled, expired) or `insufficient` (no balance left for it). */
export function giftCardRefusal(reason: 'unusable' | 'insufficient') {
  const errors: FieldErrors = { [GIFT_CARD_FIELD]: { message: `app.gift_card.${reason}` } };
  return badRequest(errors, englishMessages(errors));
}

/** The card a checkout names, or null when none is named; a card that cannot pay anything is refused. */
export async function checkoutGiftCard(
  db: Db,
  shopId: string,
  code: string | null | undefined,
  at: string,
): Promise<GiftCardRule | null> {
  const key = code ? codeKey(code) : '';
  if (!key) return null;
  const card = await db
    .selectFrom('gift_cards')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('code_key', '=', key)
    .executeTakeFirst();
  if (!card) throw giftCardRefusal('unusable');
  const status = giftCardStatus(card, at);
  if (status === 'disabled' || status === 'expired') throw giftCardRefusal('unusable');
  if (status === 'used_up') throw giftCardRefusal('insufficient');
  return { id: card.id, last_characters: card.code.slice(-4), balance: Number(card.balance_minor), usable: true };
}
