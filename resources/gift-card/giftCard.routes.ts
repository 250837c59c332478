/**
 * Gift card calls. SPEC §7 names none: these are ours, under /gift-card/api/{shop} like
 * the other services (list, issue, one with its history, update/disable, redeem).
 */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  GiftCardAnswer,
  GiftCardBody,
  GiftCardDetailAnswer,
  GiftCardListAnswer,
  GiftCardListQuery,
  GiftCardRedeemAnswer,
  GiftCardRedeemBody,
  GiftCardUpdateBody,
} from './giftCard.schema';

const Id = z.object({ gift_card_id: z.string().min(1).max(64) });

export const giftCardRoutes = defineRoutes('gift_card', {
  list: {
    method: 'GET',
    path: '/gift-card/api/{shop}',
    query: GiftCardListQuery,
    response: GiftCardListAnswer,
    summary: 'Gift cards, searched by code, last characters or customer e-mail.',
  },
  create: {
    method: 'POST',
    path: '/gift-card/api/{shop}',
    body: GiftCardBody,
    response: GiftCardAnswer,
    status: 201,
    addShopId: true,
    summary: 'Issue a gift card: the code is generated, the balance starts at the initial value.',
  },
  get: {
    method: 'GET',
    path: '/gift-card/api/{shop}/{gift_card_id}',
    params: Id,
    response: GiftCardDetailAnswer,
    summary: 'One gift card with its issue and uses.',
  },
  update: {
    method: 'PUT',
    path: '/gift-card/api/{shop}/{gift_card_id}',
    params: Id,
    body: GiftCardUpdateBody,
    response: GiftCardAnswer,
    versioned: true,
    errors: [409],
    summary: 'Disable or enable a gift card, change its expiry, customer or note.',
  },
  redeem: {
    method: 'POST',
    path: '/gift-card/api/{shop}/redeem',
    body: GiftCardRedeemBody,
    response: GiftCardRedeemAnswer,
    summary:
      'Take an amount from a card at checkout, atomically: never more than its balance (400 gift_card.insufficient).',
  },
});
