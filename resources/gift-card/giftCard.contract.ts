/**
 * The one gift card call that is not plain CRUD (its CRUD contract comes from the declaration:
 * core/declaredContract.ts): redemption at checkout, served by gateway/modules/gift-card.
 * `giftCardContract` is both, as one table (the gateway's tests call through it).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { declaredContract, schemasOf } from '../../core/declaredContract';
import { contract } from '../../core/route';
import { maxValue, minValue, numeric, required } from '../../core/validation';
import { giftCard, giftCardRoutes, GIFT_CARD_MAX_VALUE } from './giftCard.resource';

export const GiftCardRedeemBody = z.object({
  code: z.string().trim().min(1, 'app.validation.required').max(64),
  amount: numeric(required(), minValue(0), maxValue(GIFT_CARD_MAX_VALUE)),
  order_id: z.string().max(64).nullish(),
});

export const GiftCardRedeemAnswer = answer(z.object({ gift_card: schemasOf(giftCard).record, taken: z.number() }));

export const giftCardRedeemContract = contract(
  { redeem: giftCardRoutes.redeem },
  {
    redeem: {
      body: GiftCardRedeemBody,
      response: GiftCardRedeemAnswer,
      summary:
        'Take an amount from a card at checkout, atomically: never more than its balance (400 gift_card.insufficient).',
    },
  },
);

export const giftCardContract = { ...declaredContract(giftCard), ...giftCardRedeemContract };
