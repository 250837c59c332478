/**
 * The gateway's modules, one per service of SPEC §7. Adding a service is one line here.
 * Modules written before defineModule register their own jobs and shop tables from their
 * routes function; new modules declare them (gateway/lib/module.ts).
 */
import type { Migration } from 'kysely';
import { defineModule, type GatewayModule } from '../lib/module';
import { authModule } from './auth/auth.module';
import { blacklistModule } from './blacklist/blacklist.module';
import { collectionModule } from './collection/collection.module';
import { customerModule } from './customer/customer.module';
import { feedModule } from './feed/feed.module';
import { fulfillmentModule } from './fulfillment/fulfillment.module';
import { jobsModule } from './jobs/jobs.module';
import { mailModule } from './mail/mail.module';
import { orderCountMigrations } from './order/order.counts';
import { orderModule } from './order/order.module';
import { productModule } from './product/product.module';
import { reviewModule } from './review/review.module';
import { shopModule } from './shop/shop.module';
import { storageModule } from '../storage/storage.module';

export const modules: GatewayModule[] = [
  defineModule({ name: 'auth', routes: authModule }),
  defineModule({ name: 'shop', routes: shopModule }),
  defineModule({ name: 'jobs', routes: jobsModule }),
  defineModule({ name: 'product', routes: productModule }),
  collectionModule,
  defineModule({ name: 'blacklist', routes: blacklistModule }),
  defineModule({ name: 'feed', routes: feedModule }),
  defineModule({ name: 'storage', routes: storageModule }),
  defineModule({ name: 'order', routes: orderModule, migrations: orderCountMigrations, shopTables: ['order_status_counts'] }),
  defineModule({ name: 'fulfillment', routes: fulfillmentModule }),
  defineModule({ name: 'customer', routes: customerModule }),
  defineModule({ name: 'mail', routes: mailModule }),
  reviewModule,
];

/** Every module's migrations, keyed by name (names are unique across modules). */
export function moduleMigrations(list: GatewayModule[] = modules): Record<string, Migration> {
  const out: Record<string, Migration> = {};
  for (const module of list) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (out[name]) throw new Error(`Migration ${name} is declared twice (module ${module.name})`);
      out[name] = migration;
    }
  }
  return out;
}

/** Tables whose rows belong to one shop, declared by the modules (CLEAN-SHOP empties them). */
export const moduleShopTables = (list: GatewayModule[] = modules): string[] =>
  list.flatMap((m) => m.shopTables ?? []);
