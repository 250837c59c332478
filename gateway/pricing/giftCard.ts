/**
 * Gift card step (SPEC §1 Settings gift cards): runs after everything else, so the card
 * pays what is left of the order (discount, shipping, surcharges, tax and tip included),
 * never more than its balance and never below zero. Pure; the checkout then redeems the
 * amount atomically (gateway/lib/giftCards.ts).
 */
import type { Minor, PricingStep } from './pricing.types';

export interface GiftCardRule {
  id: string;
  /** Shown on the adjustment: the last characters only. */
  last_characters: string;
  balance: Minor;
  /** Disabled, expired or used up: the card takes nothing. */
  usable: boolean;
}

export const giftCardStep =
  (card: GiftCardRule | null): PricingStep =>
  (state) => {
    if (!card || !card.usable || card.balance <= 0) return state;
    const due = state.subtotal + state.adjustments.reduce((n, a) => n + a.amount, 0);
    const amount = Math.min(card.balance, Math.max(0, due));
    if (amount <= 0) return state;
    return {
      ...state,
      adjustments: [
        ...state.adjustments,
        { kind: 'gift_card', id: card.id, title: `•••• ${card.last_characters}`, amount: -amount },
      ],
    };
  };
