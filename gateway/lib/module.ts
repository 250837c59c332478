/**
 * A gateway module is self-contained: it declares its tables' migrations, which of its
 * tables hold one shop's rows (CLEAN-SHOP empties them), its job channels and its routes.
 * Adding a service is a folder under gateway/modules and one line in gateway/modules/index.ts.
 *
 * Table types: a module declares its Kysely table interfaces in its own folder and adds
 * them to the database type by augmentation, so no central file lists them:
 *
 *   declare module '../../db/schema' { interface Database { discounts: DiscountTable } }
 */
import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { Selectable } from 'kysely';
import type { GatewayConfig } from '../config';
import type { Db } from '../db';
import type { ShopTable } from '../db/schema';
import type { JobHandler, JobQueue } from '../jobs/queue';
import type { ServeDeps } from './serve';

/** What a module's routes and jobs are given. */
export interface ModuleDeps extends ServeDeps {
  /**
   * Lag-tolerant reads only (reports, analytics, the overview, exports): a replica with
   * DATABASE_READ_URL, else the primary; refuses writes either way (db/readDb.ts).
   */
  readDb: Db;
  config: GatewayConfig;
  queue: JobQueue;
  /** Workers by channel; filled from the modules' `jobs`. */
  jobHandlers: Map<string, JobHandler>;
  /** Every module's shop tables (what CLEAN-SHOP empties), in module order. */
  shopTables: readonly string[];
  /** Every module's spreadsheets of the shop's data download (EXPORT-SHOP), in module order. */
  sheets: readonly ShopSheet[];
}

/**
 * A spreadsheet of the shop's data download (issue 28 item 6): a module's records as the
 * CSV a merchant opens (its own export's columns where it has one), read page by page so a
 * shop with a million orders never sits in memory.
 */
export interface ShopSheet {
  /** Its name in the ZIP: `orders.csv`. */
  file: string;
  columns: readonly string[];
  pages(db: Db, shop: Selectable<ShopTable>): AsyncIterable<unknown[][]>;
}

/** What a module's demo seed is given: the demo merchant's shops (created by the seed itself). */
export interface SeedContext {
  db: Db;
  shops: Selectable<ShopTable>[];
  /** Public base URL of the object store, for seeded images (empty without a store). */
  publicBaseUrl: string;
}

export interface GatewayModule {
  /** The service's name (the folder under gateway/modules). */
  name: string;
  /**
   * Migrations of this module's tables. Names start with the date they were written,
   * `YYYYMMDD_<module>_<what>`, and run in name order together with every module's and the
   * platform's (gateway/db/migrations.ts): one that alters another module's table must sort
   * after the one creating it. Append, never edit, never rename: databases key them by name
   * (tests/gateway/migrations.test.ts pins every name).
   */
  migrations?: Record<string, Migration>;
  /** Tables with a shop_id column whose rows belong to one shop: CLEAN-SHOP empties them. */
  shopTables?: readonly string[];
  /** Its spreadsheets in the shop's data download; every other table goes in as JSON. */
  sheets?: readonly ShopSheet[];
  /** Job handlers by channel (SPEC §7 /redis-publish channels); workers run them without HTTP. */
  jobs?: (deps: ModuleDeps) => Record<string, JobHandler>;
  /**
   * Demo data for the demo merchant's shops (`npm start`, SEED not 0). Idempotent: a shop
   * that already has this module's rows is left alone, so a restart changes nothing.
   */
  seed?: (ctx: SeedContext) => Promise<void>;
  /** The module's routes: one `serve(app, deps, route, handler)` per route-table entry. */
  routes?: (app: FastifyInstance, deps: ModuleDeps) => void;
}

export const defineModule = (module: GatewayModule): GatewayModule => module;
