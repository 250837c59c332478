/**
 * The one shipping call that is not plain CRUD (its CRUD contract comes from the declaration:
 * core/declaredContract.ts): the options a cart to a country is offered, priced by the engine.
 */
import { contract } from '../../core/route';
import { CheckoutCartBody, CountryParams, ShippingQuoteAnswer } from './shipping.checkout.schema';
import { shippingRoutes } from './shipping.resource';

export const shippingCheckoutContract = contract(
  { checkout: shippingRoutes.checkout },
  {
    checkout: {
      params: CountryParams,
      body: CheckoutCartBody,
      response: ShippingQuoteAnswer,
      summary:
        'The shipping options a cart to this country is offered, and the whole checkout priced with the chosen (or cheapest) one.',
    },
  },
);
