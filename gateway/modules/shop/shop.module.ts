/** SPEC §7 Shop: list, init, check-name, get with fields, update, delete. */
import type { FastifyInstance } from 'fastify';
import { shopContract as shopRoutes } from '../../../resources/shop/shop.contract';
import type { z } from 'zod';
import { SHOP_FIELDS, type Shop } from '../../../resources/shop/shop.schema';
import { PREFERENCE_FIELDS } from '../../../resources/preferences/preferences.schema';
import { CHECKOUT_FIELDS } from '../../../resources/checkout/checkout.schema';
import { slugify } from '../../../core/slug';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { bodyOfState, keptWrite, restorable } from '../../lib/history';
import { newId, nowIso } from '../../lib/ids';
import { englishMessages, ownedShop, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { listPage, pageOf } from '../../lib/shopRows';
import { shopOverview } from './shop.overview';
import { shopSearch } from './shop.search';
import { searchContract } from '../../../resources/search/search.contract';

const DAY_MS = 86_400_000;

/** The shop as SPEC §3 names its fields; `id` too, for react-admin. */
export function toShop(row: ShopTable, privateDomainSuffix: string): z.input<typeof Shop> {
  const { settings, owner_id: _owner, handle, first_sale_at: _sale, published: _p, id, ...columns } = row;
  return {
    ...(JSON.parse(settings || '{}') as Record<string, unknown>),
    ...columns,
    _id: id,
    id,
    handle,
    deleted: Boolean(row.deleted),
    private_domain: `${handle}.${privateDomainSuffix}`,
  };
}

/** A handle no other shop has: the name's slug, then -2, -3, ... */
export async function freeHandle(db: Db, name: string): Promise<string> {
  const base = slugify(name) || 'shop';
  for (let n = 1; ; n++) {
    const handle = n === 1 ? base : `${base}-${n}`;
    const row = await db.selectFrom('shops').select('id').where('handle', '=', handle).executeTakeFirst();
    if (!row) return handle;
  }
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const suffix = `localhost:${config.port}`;

  serve(app, deps, shopRoutes.list, async ({ query, user }) => {
    let q = db.selectFrom('shops').where('owner_id', '=', user.id).where('deleted', '=', 0);
    if (query.published === 'true') q = q.where('published', '=', 1);
    if (query.published === 'false') q = q.where('published', '=', 0);
    const { rows, total } = await listPage(q, query, { by: 'created_at', dir: 'asc' });
    return { data: { shops: rows.map((r) => toShop(r, suffix)), ...pageOf(total, query) } };
  });

  serve(app, deps, shopRoutes.init, async ({ body, user, reply }) => {
    const at = nowIso();
    const row: ShopTable = {
      id: newId(),
      owner_id: user.id,
      handle: await freeHandle(db, body.name),
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      legal_name_of_business: body.legal_name_of_business ?? null,
      address: body.address,
      apartment: body.apartment ?? null,
      city: body.city,
      province: body.province ?? null,
      country_code: body.country_code,
      zip_code: body.zip_code,
      timezone: body.timezone,
      currency: body.currency,
      language: body.language,
      prefix: body.prefix ?? null,
      suffix: body.suffix ?? null,
      published: 1,
      deleted: 0,
      delete_at: null,
      expired_at: new Date(Date.now() + config.trialDays * DAY_MS).toISOString(),
      public_domain: null,
      settings: '{}',
      first_sale_at: null,
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('shops').values(row).execute();
    reply.code(201);
    return { data: toShop(row, suffix) };
  });

  serve(app, deps, shopRoutes.checkName, async ({ query }) => {
    const handle = slugify(query.name);
    const taken = await db.selectFrom('shops').select('id').where('handle', '=', handle).executeTakeFirst();
    return { data: { name: query.name, handle, available: Boolean(handle) && !taken } };
  });

  // Figures of every shop: lag-tolerant, so from the replica when there is one.
  serve(app, deps, shopRoutes.overview, async ({ user }) => ({
    data: await shopOverview(deps.readDb, user.id, suffix),
  }));

  serve(app, deps, searchContract.shops, async ({ query, user }) => ({ data: await shopSearch(db, user.id, query) }));

  serve(app, deps, shopRoutes.get, async ({ query, shopId, user }) => {
    const shop = toShop(await ownedShop(db, user.id, shopId), suffix);
    if (!query.fields) return { data: shop };
    const wanted = new Set(
      query.fields
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    );
    const picked: Record<string, unknown> = {};
    for (const field of SHOP_FIELDS) if (wanted.has(field)) picked[field] = shop[field] ?? null;
    return { data: { ...picked, _id: shop._id, id: shop.id } };
  });

  // A version is restored through the update call (the fields it takes; the rest of the answer is dropped).
  restorable('shops', { route: shopRoutes.update, params: (state) => ({ id: String(state.id) }), body: bodyOfState });

  serve(app, deps, shopRoutes.update, async ({ body, shopId, user }) => {
    const current = await ownedShop(db, user.id, shopId);
    if (body.currency && body.currency !== current.currency && current.first_sale_at) {
      const errors = { currency: { message: 'app.validation.currency_locked' } };
      throw badRequest(errors, englishMessages(errors));
    }
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    // Online store preferences (issue 10) and checkout settings (issue 12) live in the settings JSON, not in columns.
    const inSettings: string[] = [...PREFERENCE_FIELDS, ...CHECKOUT_FIELDS];
    const prefs = Object.fromEntries(inSettings.filter((f) => f in changes).map((f) => [f, changes[f]]));
    for (const field of inSettings) delete changes[field];
    const settings = JSON.stringify({ ...(JSON.parse(current.settings || '{}') as object), ...prefs });
    // Issue 27: the shop's details, preferences and checkout settings as saved are a version, with the save.
    await keptWrite(
      db,
      { shopId, resource: 'shops', recordId: shopId, action: 'update' },
      (trx) =>
        trx
          .updateTable('shops')
          .set({ ...changes, settings, updated_at: nowIso() })
          .where('id', '=', shopId)
          .execute(),
      async (trx) => toShop(await ownedShop(trx, user.id, shopId), suffix),
    );
    return { data: toShop(await ownedShop(db, user.id, shopId), suffix) };
  });

  serve(app, deps, shopRoutes.delete, async ({ shopId }) => {
    const deleteAt = new Date(Date.now() + DAY_MS).toISOString();
    await db
      .updateTable('shops')
      .set({ deleted: 1, published: 0, delete_at: deleteAt, updated_at: nowIso() })
      .where('id', '=', shopId)
      .execute();
    return { data: { _id: shopId, deleted: true, delete_at: deleteAt } };
  });
}

export const shopModule = defineModule({ name: 'shop', routes });
