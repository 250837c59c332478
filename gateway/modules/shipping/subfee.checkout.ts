/** SPEC §7 Surcharge's checkout call: the surcharges a cart pays, priced with the shop's other rules. */
import type { FastifyInstance } from 'fastify';
import { subfeeCheckoutContract } from '../../../resources/subfee/subfee.contract';
import type { ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { priceShopCheckout, toCheckoutAnswer } from '../../lib/checkout';

export function serveSubfeeCheckout(app: FastifyInstance, deps: ModuleDeps) {
  serve(app, deps, subfeeCheckoutContract.checkout, async ({ query, body, shopId, user }) => {
    const shop = await ownedShop(deps.db, user.id, shopId);
    const priced = await priceShopCheckout(deps.db, shop, body, {
      shipping: false,
      country: query.country_code ?? null,
    });
    const subfees = priced.adjustments
      .filter((a) => a.kind === 'surcharge')
      .map((a) => ({ id: a.id, name: a.title, amount_minor: a.amount }));
    return {
      data: { subfees, total_minor: subfees.reduce((n, s) => n + s.amount_minor, 0), priced: toCheckoutAnswer(priced) },
    };
  });
}
