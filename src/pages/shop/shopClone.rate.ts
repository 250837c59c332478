/** The catalogue's rate as the gateway checks it (resources/shop/shopClone.schema.ts), checked before the shop is made. */
import { RATE_MAX } from '../../../resources/copy/copy.limits';
import { firstFailure, maxValue, minValue, required, type ValidationMessage } from '../../../core/validation';

export const rateProblem = (typed: string): ValidationMessage | undefined => {
  if (typed.trim() !== '' && Number.isNaN(Number(typed))) return { message: 'app.validation.number' };
  return firstFailure([required(), minValue(0), maxValue(RATE_MAX)], typed);
};
