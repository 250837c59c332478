/** The tip (SPEC §9: suggestions are percentages of the order): a percent of the merchandise after the discount, or an amount. */
import { merchandise, roundMinor } from './amounts';
import type { PricingStep, TipChoice } from './pricing.types';

export const tipStep =
  (choice: TipChoice): PricingStep =>
  (state) => {
    const amount =
      choice.amount !== null && choice.amount > 0
        ? roundMinor(choice.amount)
        : choice.percent !== null && choice.percent > 0
          ? roundMinor((Math.max(0, merchandise(state)) * choice.percent) / 100)
          : 0;
    if (amount <= 0) return state;
    return { ...state, adjustments: [...state.adjustments, { kind: 'tip', id: 'tip', title: 'Tip', amount }] };
  };
