/** "Pro yearly" in the merchant's language. */
import type { TranslateFunction } from 'ra-core';
import { PLANS, type PlanId } from './billing.schema';

export const planName = (translate: TranslateFunction, id: PlanId) =>
  translate('resources.billing.plan_name', {
    tier: translate(`resources.billing.tier.${PLANS[id].tier}`),
    period: translate(`resources.billing.period.${PLANS[id].months}`),
  });
