/**
 * Every route table of SPEC §7, in one list: a new table is one line here, and the
 * coverage test then demands a contract case for each of its routes.
 */
import { authRoutes } from '../../resources/auth/auth.routes';
import { blacklistRoutes } from '../../resources/blacklist/blacklist.routes';
import { collectionRoutes } from '../../resources/collection/collection.routes';
import { customerRoutes } from '../../resources/customer/customer.routes';
import { feedRoutes } from '../../resources/feed/feed.routes';
import { fulfillmentRoutes } from '../../resources/fulfillment/fulfillment.routes';
import { jobRoutes } from '../../resources/job/job.routes';
import { mailRoutes } from '../../resources/mail/mail.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { reviewRoutes } from '../../resources/review/review.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { storageRoutes } from '../../resources/storage/storage.routes';
import type { NamedRoute } from '../../core/route';

export const routeTables: Record<string, NamedRoute>[] = [
  authRoutes,
  shopRoutes,
  jobRoutes,
  productRoutes,
  collectionRoutes,
  blacklistRoutes,
  feedRoutes,
  orderRoutes,
  fulfillmentRoutes,
  customerRoutes,
  mailRoutes,
  storageRoutes,
  reviewRoutes,
];

export const allRoutes: NamedRoute[] = routeTables.flatMap((table) => Object.values(table));
