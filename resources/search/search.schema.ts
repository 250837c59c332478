/**
 * GET /shop/api/search (issue 26 item 2, ours): the top bar's search over every shop of the
 * signed-in merchant: products (title, SKU), orders (number, name, customer e-mail) and
 * customers (name, e-mail), a few of each kind, each labelled with its shop.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';

export const ShopSearchQuery = z.object({
  q: z.string().max(200),
  /** Results per kind. */
  limit: z.coerce.number().int().min(1).max(10).default(5),
});

const Hit = z.object({ id: z.string(), shop_id: z.string(), shop_name: z.string() });

export const ShopSearchAnswer = answer(
  z.object({
    products: z.array(Hit.extend({ title: z.string(), sku: z.string().nullable() })),
    orders: z.array(
      Hit.extend({
        name: z.string(),
        customer_name: z.string(),
        email: z.string().nullable(),
        currency: z.string(),
        total: z.number(),
      }),
    ),
    customers: z.array(Hit.extend({ name: z.string(), email: z.string() })),
  }),
);
export type ShopSearchResults = z.infer<typeof ShopSearchAnswer>['data'];
