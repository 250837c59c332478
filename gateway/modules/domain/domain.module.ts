/**
 * Custom domains and SPEC §7 public domain. A domain is added (one shop per name), its
 * DNS records shown, verified against DNS (domain.dns.ts) and, once connected, can be the
 * shop's public domain, which the store URL prefers (core/storeUrl.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { Selectable } from 'kysely';
import { storeUrl } from '../../../core/storeUrl';
import { domainContract as domainRoutes } from '../../../resources/domain/domain.contract';
import type { Domain } from '../../../resources/domain/domain.schema';
import type { Db } from '../../db';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps, type SeedContext } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { checkRecords, DEFAULT_DOMAIN_SETTINGS, recordsFor } from './domain.dns';
import type { DomainTable } from './domain.tables';
import './domain.tables';

function domainRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const settings = config.domains ?? DEFAULT_DOMAIN_SETTINGS;
  const shopOf = (shopId: string) =>
    db.selectFrom('shops').select(['handle', 'public_domain']).where('id', '=', shopId).executeTakeFirstOrThrow();
  const toDomain = (row: Selectable<DomainTable>, publicDomain: string | null): Domain => ({
    ...row,
    _id: row.id,
    status: row.connected ? 'connected' : 'pending',
    auto_renew: Boolean(row.auto_renew),
    connected: Boolean(row.connected),
    is_public: row.name === publicDomain,
    records: recordsFor(row.name, settings),
  });
  const read = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('domains')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  /** The shop's addresses; the private domain is named as the shop module names it. */
  const addresses = async (shopId: string) => {
    const shop = await shopOf(shopId);
    const privateDomain = `${shop.handle}.localhost:${config.port}`;
    return {
      data: {
        public_domain: shop.public_domain,
        private_domain: privateDomain,
        store_url: storeUrl({ public_domain: shop.public_domain, private_domain: privateDomain }),
      },
    };
  };

  serve(app, deps, domainRoutes.list, async ({ shopId }) => {
    const shop = await shopOf(shopId);
    const rows = await db
      .selectFrom('domains')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { data: { domains: rows.map((r) => toDomain(r, shop.public_domain)), total: rows.length } };
  });

  serve(app, deps, domainRoutes.add, async ({ body, shopId }) => {
    const taken = await db.selectFrom('domains').select('id').where('name', '=', body.name).executeTakeFirst();
    if (taken) {
      const errors = { name: { message: 'app.validation.domain_taken' } };
      throw badRequest(errors, englishMessages(errors));
    }
    const row: DomainTable = {
      id: newId(),
      shop_id: shopId,
      name: body.name,
      status: 'pending',
      provider: body.provider ?? null,
      auto_renew: body.auto_renew ? 1 : 0,
      connected: 0,
      verified_at: null,
      created_at: nowIso(),
    };
    await db.insertInto('domains').values(row).execute();
    return { data: toDomain(row, (await shopOf(shopId)).public_domain) };
  });

  serve(app, deps, domainRoutes.verify, async ({ params, shopId }) => {
    const row = await read(shopId, params.domain_id);
    const checks = await checkRecords(row.name, settings);
    const connected = checks.every((c) => c.ok);
    const verifiedAt = connected ? nowIso() : row.verified_at;
    await db
      .updateTable('domains')
      .set({ connected: connected ? 1 : 0, status: connected ? 'connected' : 'pending', verified_at: verifiedAt })
      .where('id', '=', row.id)
      .where('shop_id', '=', shopId)
      .execute();
    const shop = await shopOf(shopId);
    // A public domain whose records no longer match stops being the store's address.
    if (!connected && shop.public_domain === row.name) await setPublic(db, shopId, null);
    const domain = toDomain(
      { ...row, connected: connected ? 1 : 0, verified_at: verifiedAt },
      connected ? shop.public_domain : null,
    );
    return { data: { domain, result: connected ? ('connected' as const) : ('mismatch' as const), checks } };
  });

  serve(app, deps, domainRoutes.remove, async ({ params, shopId }) => {
    const row = await read(shopId, params.domain_id);
    await db.deleteFrom('domains').where('id', '=', row.id).where('shop_id', '=', shopId).execute();
    if ((await shopOf(shopId)).public_domain === row.name) await setPublic(db, shopId, null);
    return { data: { _id: row.id, deleted: true } };
  });

  serve(app, deps, domainRoutes.setPublic, async ({ query, shopId }) => {
    const row = await db
      .selectFrom('domains')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('name', '=', query.domain)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (!row.connected)
      throw new GatewayError(400, 'Connect the domain before making it public.', { code: 'domain.not_connected' });
    await setPublic(db, shopId, row.name);
    return addresses(shopId);
  });

  serve(app, deps, domainRoutes.clearPublic, async ({ shopId }) => {
    await setPublic(db, shopId, null);
    return addresses(shopId);
  });
}

const setPublic = (db: Db, shopId: string, name: string | null) =>
  db.updateTable('shops').set({ public_domain: name, updated_at: nowIso() }).where('id', '=', shopId).execute();

/** One connected domain for the English demo shop (Maple & Co). */
async function seedDomains({ db, shops }: SeedContext) {
  const shop = shops.find((s) => s.handle === 'maple-co');
  if (!shop) return;
  const has = await db.selectFrom('domains').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
  if (has) return;
  const taken = await db.selectFrom('domains').select('id').where('name', '=', 'mapleandco.com').executeTakeFirst();
  if (taken) return;
  const at = nowIso();
  await db
    .insertInto('domains')
    .values({
      id: newId(),
      shop_id: shop.id,
      name: 'mapleandco.com',
      status: 'connected',
      provider: 'Namecheap',
      auto_renew: 1,
      connected: 1,
      verified_at: at,
      created_at: at,
    })
    .execute();
}

export const domainModule = defineModule({
  name: 'domain',
  shopTables: ['domains'],
  migrations: {
    '20261123_domain_domains': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('domains')
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('name', 'varchar(253)', (c) => c.notNull().unique())
          .addColumn('status', 'varchar(16)', (c) => c.notNull())
          .addColumn('provider', 'varchar(100)')
          .addColumn('auto_renew', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('connected', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('verified_at', 'varchar(30)')
          .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('domains_shop').on('domains').column('shop_id').execute();
      },
    },
  },
  seed: seedDomains,
  routes: domainRoutesOf,
});
