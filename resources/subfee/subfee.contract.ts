/**
 * The one surcharge call that is not plain CRUD (its CRUD contract comes from the
 * declaration: core/declaredContract.ts): a cart priced with the shop's surcharges, served
 * with the shipping rules that price it (gateway/modules/shipping).
 */
import { contract } from '../../core/route';
import { CheckoutCartBody, SubfeeCheckoutAnswer, SubfeeCheckoutQuery } from '../shipping/shipping.checkout.schema';
import { subfeeRoutes } from './subfee.resource';

export const subfeeCheckoutContract = contract(
  { checkout: subfeeRoutes.checkout },
  {
    checkout: {
      query: SubfeeCheckoutQuery,
      body: CheckoutCartBody,
      response: SubfeeCheckoutAnswer,
      summary: 'The surcharges a cart (to the country in params) pays, and the checkout priced with them.',
      quirk: 'SPEC §7: POST with params (the country) and a body (the cart).',
    },
  },
);
