/**
 * The seam for charging a plan: a provider takes an amount and answers approved or not,
 * with its reference. The default is a sandbox that approves every charge (no card, no
 * money); a real provider implements the same interface.
 */
import { randomBytes } from 'node:crypto';

export interface PlanCharge {
  shopId: string;
  plan: string;
  amount: number;
  currency: string;
  description: string;
}

export interface PlanPaymentResult {
  approved: boolean;
  reference: string;
}

export interface PlanPaymentProvider {
  readonly name: string;
  charge(charge: PlanCharge): Promise<PlanPaymentResult>;
}

export const sandboxProvider: PlanPaymentProvider = {
  name: 'sandbox',
  charge: async () => ({ approved: true, reference: `sandbox_${randomBytes(8).toString('hex')}` }),
};

let provider: PlanPaymentProvider = sandboxProvider;
export const planPaymentProvider = () => provider;
/** Tests and deployments swap the provider here. */
export const setPlanPaymentProvider = (next: PlanPaymentProvider) => {
  provider = next;
};
