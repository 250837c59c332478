/** The gift card calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { giftCardRoutes } from './giftCard.routes';

const Id = z.object({ gift_card_id: z.string().min(1).max(64) });

export const giftCardSchemas = {
  list: {
    query: GiftCardListQuery,
    response: GiftCardListAnswer,
    summary: 'Gift cards, searched by code, last characters or customer e-mail.',
  },
  create: {
    body: GiftCardBody,
    response: GiftCardAnswer,
    status: 201,
    summary: 'Issue a gift card: the code is generated, the balance starts at the initial value.',
  },
  get: {
    params: Id,
    response: GiftCardDetailAnswer,
    summary: 'One gift card with its issue and uses.',
  },
  update: {
    params: Id,
    body: GiftCardUpdateBody,
    response: GiftCardAnswer,
    errors: [409],
    summary: 'Disable or enable a gift card, change its expiry, customer or note.',
  },
  redeem: {
    body: GiftCardRedeemBody,
    response: GiftCardRedeemAnswer,
    summary:
      'Take an amount from a card at checkout, atomically: never more than its balance (400 gift_card.insufficient).',
  },
} satisfies SchemaTable;

export const giftCardContract = contract(giftCardRoutes, giftCardSchemas);
