/**
 * Custom domains and SPEC §7 public domain. The list and the add are the declaration's
 * (resources/domain/domain.resource.ts; a name belongs to one shop: the table's unique index);
 * verifying against DNS (domain.dns.ts), removing and the public domain, which the store URL
 * prefers (core/storeUrl.ts), are written here.
 */
import type { FastifyInstance } from 'fastify';
import { storeUrl } from '../../../core/storeUrl';
import { domainContract as domainRoutes } from '../../../resources/domain/domain.contract';
import { domain, type Domain } from '../../../resources/domain/domain.resource';
import type { Db } from '../../db';
import { declaredModule, recordOf } from '../../lib/declared';
import { recordVersion, type VersionAction } from '../../lib/history';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { ModuleDeps, SeedContext } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { checkRecords, DEFAULT_DOMAIN_SETTINGS, recordsFor } from './domain.dns';
import { domainMigrations } from './domain.tables';

const settingsOf = (config: ModuleDeps['config']) => config.domains ?? DEFAULT_DOMAIN_SETTINGS;
const shopOf = (db: Db, shopId: string) =>
  db.selectFrom('shops').select(['handle', 'public_domain']).where('id', '=', shopId).executeTakeFirstOrThrow();
const setPublic = (db: Db, shopId: string, name: string | null) =>
  db.updateTable('shops').set({ public_domain: name, updated_at: nowIso() }).where('id', '=', shopId).execute();

/** What a domain's answer carries beyond its row: its state, whether it is public, the records to enter. */
const answered = (records: Domain[], publicDomain: string | null, config: ModuleDeps['config']): Domain[] =>
  records.map((r) => ({
    ...r,
    status: r.connected ? 'connected' : 'pending',
    is_public: r.name === publicDomain,
    records: recordsFor(r.name, settingsOf(config)),
  }));

function domainRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const settings = settingsOf(config);
  const read = async (shopId: string, id: string, from: Db = db) => {
    const row = await from
      .selectFrom('domains')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return recordOf(domain, row) as Domain;
  };
  /** Issue 27: a domain's state as its calls answer it, kept as a version in the write's transaction. */
  const keep = async (trx: Db, shopId: string, id: string, action: VersionAction, row?: Domain) => {
    const record = row ?? (await read(shopId, id, trx));
    const [state] = answered([record], (await shopOf(trx, shopId)).public_domain, config);
    await recordVersion(trx, { shopId, resource: 'domains', recordId: id, action, state });
  };
  /** The shop's addresses; the private domain is named as the shop module names it. */
  const addresses = async (shopId: string) => {
    const shop = await shopOf(db, shopId);
    const privateDomain = `${shop.handle}.localhost:${config.port}`;
    return {
      data: {
        public_domain: shop.public_domain,
        private_domain: privateDomain,
        store_url: storeUrl({ public_domain: shop.public_domain, private_domain: privateDomain }),
      },
    };
  };

  serve(app, deps, domainRoutes.verify, async ({ params, shopId }) => {
    const row = await read(shopId, params.domain_id);
    const checks = await checkRecords(row.name, settings);
    const connected = checks.every((c) => c.ok);
    const verifiedAt = connected ? nowIso() : row.verified_at;
    const shop = await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('domains')
        .set({ connected: connected ? 1 : 0, status: connected ? 'connected' : 'pending', verified_at: verifiedAt })
        .where('id', '=', row.id)
        .where('shop_id', '=', shopId)
        .execute();
      const before = await shopOf(trx, shopId);
      // A public domain whose records no longer match stops being the store's address.
      if (!connected && before.public_domain === row.name) await setPublic(trx, shopId, null);
      await keep(trx, shopId, row.id, 'update');
      return before;
    });
    const [answer] = answered(
      [{ ...row, connected, verified_at: verifiedAt }],
      connected ? shop.public_domain : null,
      config,
    );
    return { data: { domain: answer, result: connected ? ('connected' as const) : ('mismatch' as const), checks } };
  });

  serve(app, deps, domainRoutes.remove, async ({ params, shopId }) => {
    const row = await read(shopId, params.domain_id);
    await db.transaction().execute(async (trx) => {
      await keep(trx, shopId, row.id, 'delete', row);
      await trx.deleteFrom('domains').where('id', '=', row.id).where('shop_id', '=', shopId).execute();
      if ((await shopOf(trx, shopId)).public_domain === row.name) await setPublic(trx, shopId, null);
    });
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
    await db.transaction().execute(async (trx) => {
      await setPublic(trx, shopId, row.name);
      await keep(trx, shopId, row.id, 'update');
    });
    return addresses(shopId);
  });

  serve(app, deps, domainRoutes.clearPublic, async ({ shopId }) => {
    await db.transaction().execute(async (trx) => {
      const { public_domain: name } = await shopOf(trx, shopId);
      await setPublic(trx, shopId, null);
      const was = name
        ? await trx
            .selectFrom('domains')
            .select('id')
            .where('shop_id', '=', shopId)
            .where('name', '=', name)
            .executeTakeFirst()
        : undefined;
      if (was) await keep(trx, shopId, was.id, 'update');
    });
    return addresses(shopId);
  });
}

/** One connected domain for the English demo shop (Maple & Co). */
async function seedDomains({ db, shops }: SeedContext) {
  const shop = shops.find((s) => s.handle === 'maple-co');
  if (!shop) return;
  const has = await db.selectFrom('domains').select('id').where('shop_id', '=', shop.id).executeTakeFirst();
  if (has) return;
  const taken = await db.selectFrom('domains').select('id').where('name', '=', 'mapleandco.com').executeTakeFirst();
  if (taken) return;
  const at = nowIso();
  // Connected already: written whole (a create would store it pending).
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

export const domainModule = declaredModule(domain, {
  migrations: domainMigrations,
  // A new domain waits for its DNS check.
  stored: () => ({ status: 'pending', connected: 0 }),
  // The name's unique index: a name belongs to one shop.
  uniqueViolation: () => {
    const errors = { name: { message: 'app.validation.domain_taken' } };
    return badRequest(errors, englishMessages(errors));
  },
  answered: async (records, { db, shopId, config }) =>
    answered(records as Domain[], (await shopOf(db, shopId)).public_domain, config),
  seed: seedDomains,
  routes: domainRoutesOf,
});
