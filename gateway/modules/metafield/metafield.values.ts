/**
 * The values of one record (not plain CRUD): a product, collection, customer or order of the
 * shop (404 otherwise), every definition of its type with the record's value; saved by key,
 * each checked by its definition (resources/metafield/metafield.values.ts) and refused per
 * field `values.<key>`. Also how many values each definition has (its `values_count`).
 */
import type { FastifyInstance } from 'fastify';
import { metafieldValueContract as routes } from '../../../resources/metafield/metafield.contract';
import {
  metafield,
  type MetafieldDefinition,
  type MetafieldOwner,
  type MetafieldValue,
} from '../../../resources/metafield/metafield.resource';
import { checkMetafieldValue } from '../../../resources/metafield/metafield.values';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { readRecords } from '../../lib/declared';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { recordVersion, restorable } from '../../lib/history';
import { json } from '../../lib/json';
import type { ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import './metafield.tables';

const OWNER_TABLES = {
  product: 'products',
  collection: 'collections',
  customer: 'customers',
  order: 'orders',
} as const;

/** The definitions with how many records have a value of each. */
export async function withCounts<D extends MetafieldDefinition>(
  db: Db,
  shopId: string,
  definitions: D[],
): Promise<D[]> {
  const ids = definitions.map((d) => d.id);
  if (!ids.length) return definitions;
  const rows = await db
    .selectFrom('metafield_values')
    .select('definition_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('definition_id', 'in', ids)
    .groupBy('definition_id')
    .execute();
  const counts = new Map(rows.map((r) => [r.definition_id, Number(r.n)]));
  return definitions.map((d) => ({ ...d, values_count: counts.get(d.id) ?? 0 }));
}

async function ownerExists(db: Db, shopId: string, type: MetafieldOwner, id: string) {
  const row = await db
    .selectFrom(OWNER_TABLES[type] as 'products')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
}

export function metafieldValueRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  // `from`: the transaction of a save (SQLite has one connection: reading through `db` in it would wait forever).
  const definitionsOf = async (shopId: string, ownerType: MetafieldOwner, from: Db = db) =>
    withCounts(
      from,
      shopId,
      (await readRecords(from, metafield, shopId)).filter((d) => d.owner_type === ownerType),
    );
  const valuesOf = async (shopId: string, ownerType: MetafieldOwner, ownerId: string, from: Db = db) => {
    const definitions = await definitionsOf(shopId, ownerType, from);
    const stored = await from
      .selectFrom('metafield_values')
      .select(['definition_id', 'value'])
      .where('shop_id', '=', shopId)
      .where('owner_type', '=', ownerType)
      .where('owner_id', '=', ownerId)
      .execute();
    const values = new Map(stored.map((s) => [s.definition_id, json<MetafieldValue>(s.value, null)]));
    return {
      owner_type: ownerType,
      owner_id: ownerId,
      fields: definitions.map((definition) => ({ definition, value: values.get(definition.id) ?? null })),
    };
  };

  // Issue 27: a record's values are one record of history (`<owner type>:<owner id>`), restored through the save.
  restorable('metafield_values', {
    route: routes.saveValues,
    params: (state) => ({ owner_type: String(state.owner_type), owner_id: String(state.owner_id) }),
    body: (state) => ({ values: state.values }),
  });

  serve(app, deps, routes.values, async ({ params, shopId }) => {
    await ownerExists(db, shopId, params.owner_type, params.owner_id);
    return { data: await valuesOf(shopId, params.owner_type, params.owner_id) };
  });

  serve(app, deps, routes.saveValues, async ({ params, body, shopId }) => {
    const { owner_type: ownerType, owner_id: ownerId } = params;
    await ownerExists(db, shopId, ownerType, ownerId);
    const definitions = new Map((await definitionsOf(shopId, ownerType)).map((d) => [d.key, d]));
    const errors: FieldErrors = {};
    const checked: { id: string; value: MetafieldValue }[] = [];
    for (const [key, input] of Object.entries(body.values)) {
      const definition = definitions.get(key);
      if (!definition) {
        errors[`values.${key}`] = { message: 'app.validation.invalid' };
        continue;
      }
      const result = checkMetafieldValue(definition, input);
      if (result.ok) checked.push({ id: definition.id, value: result.value });
      else errors[`values.${key}`] = result.error;
    }
    if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      for (const { id, value } of checked) {
        await trx
          .deleteFrom('metafield_values')
          .where('shop_id', '=', shopId)
          .where('owner_type', '=', ownerType)
          .where('owner_id', '=', ownerId)
          .where('definition_id', '=', id)
          .execute();
        if (value === null) continue;
        await trx
          .insertInto('metafield_values')
          .values({
            id: newId(),
            shop_id: shopId,
            owner_type: ownerType,
            owner_id: ownerId,
            definition_id: id,
            value: JSON.stringify(value),
            updated_at: at,
          })
          .execute();
      }
      const saved = await valuesOf(shopId, ownerType, ownerId, trx);
      const values = Object.fromEntries(saved.fields.map((f) => [f.definition.key, f.value]));
      await recordVersion(trx, {
        shopId,
        resource: 'metafield_values',
        recordId: `${ownerType}:${ownerId}`,
        action: 'update',
        state: { owner_type: ownerType, owner_id: ownerId, values },
      });
    });
    return { data: await valuesOf(shopId, ownerType, ownerId) };
  });
}
