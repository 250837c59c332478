/** The search call's contract: schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { ShopSearchAnswer, ShopSearchQuery } from './search.schema';
import { searchRoutes } from './search.routes';

export const searchSchemas = {
  shops: {
    query: ShopSearchQuery,
    response: ShopSearchAnswer,
    summary:
      "Ours, not SPEC §7: the top bar's search over every shop of the signed-in merchant: products (title, SKU), orders (number, name, customer e-mail) and customers (name, e-mail), at most `limit` of each kind, each with its shop.",
  },
} satisfies SchemaTable;

export const searchContract = contract(searchRoutes, searchSchemas);
