/**
 * Metafields: definitions per resource type and values per record. A record is a product,
 * collection, customer or order of the shop (404 otherwise); values are checked by their
 * definition (resources/metafield/metafield.values.ts) and answered per field `values.<key>`.
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { Selectable } from 'kysely';
import { metafieldContract as metafieldRoutes } from '../../../resources/metafield/metafield.contract';
import type {
  MetafieldDefinition,
  MetafieldOwner,
  MetafieldValue,
} from '../../../resources/metafield/metafield.schema';
import { checkMetafieldValue } from '../../../resources/metafield/metafield.values';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { json } from '../../lib/json';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { isUniqueViolation } from '../../lib/text';
import { updateVersioned } from '../../lib/versioned';
import type { MetafieldDefinitionTable } from './metafield.tables';
import './metafield.tables';

type Row = Selectable<MetafieldDefinitionTable>;
const OWNER_TABLES = {
  product: 'products',
  collection: 'collections',
  customer: 'customers',
  order: 'orders',
} as const;

const toDefinition = (row: Row, count: number): MetafieldDefinition => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id,
  owner_type: row.owner_type as MetafieldOwner,
  key: row.key,
  name: row.name,
  type: row.type as MetafieldDefinition['type'],
  description: row.description,
  validation: {
    required: false,
    min: null,
    max: null,
    max_length: null,
    ...json<Partial<MetafieldDefinition['validation']>>(row.validation, {}),
  },
  values_count: count,
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function counts(db: Db, shopId: string, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .selectFrom('metafield_values')
    .select('definition_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('definition_id', 'in', ids)
    .groupBy('definition_id')
    .execute();
  return new Map(rows.map((r) => [r.definition_id, Number(r.n)]));
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

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const definitionsOf = async (shopId: string, ownerType?: MetafieldOwner) => {
    let q = db.selectFrom('metafield_definitions').selectAll().where('shop_id', '=', shopId);
    if (ownerType) q = q.where('owner_type', '=', ownerType);
    const rows = await q.orderBy('owner_type').orderBy('created_at').orderBy('id').execute();
    const n = await counts(
      db,
      shopId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toDefinition(r, n.get(r.id) ?? 0));
  };
  const one = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('metafield_definitions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toDefinition(row, (await counts(db, shopId, [id])).get(id) ?? 0);
  };
  const valuesOf = async (shopId: string, ownerType: MetafieldOwner, ownerId: string) => {
    const definitions = await definitionsOf(shopId, ownerType);
    const stored = await db
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

  serve(app, deps, metafieldRoutes.definitions, async ({ query, shopId }) => {
    const definitions = await definitionsOf(shopId, query.owner_type);
    return { data: { definitions, total: definitions.length } };
  });

  serve(app, deps, metafieldRoutes.createDefinition, async ({ body, shopId }) => {
    const id = newId();
    const at = nowIso();
    try {
      await db
        .insertInto('metafield_definitions')
        .values({
          id,
          shop_id: shopId,
          owner_type: body.owner_type,
          key: body.key,
          name: body.name,
          type: body.type,
          description: body.description ?? null,
          validation: JSON.stringify(body.validation),
          created_at: at,
          updated_at: at,
        })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const errors = { key: { message: 'resources.metafields.key_taken' } };
      throw badRequest(errors, englishMessages(errors));
    }
    return { data: await one(shopId, id) };
  });

  serve(app, deps, metafieldRoutes.updateDefinition, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.definition_id);
    const set: Record<string, unknown> = { updated_at: nowIso() };
    if (body.name !== undefined) set.name = body.name;
    if (body.description !== undefined) set.description = body.description;
    if (body.validation !== undefined) set.validation = JSON.stringify(body.validation);
    await updateVersioned(db, 'metafield_definitions', shopId, current.id, body.version, set, () =>
      one(shopId, current.id),
    );
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, metafieldRoutes.deleteDefinition, async ({ params, shopId }) => {
    const current = await one(shopId, params.definition_id);
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('metafield_values')
        .where('shop_id', '=', shopId)
        .where('definition_id', '=', current.id)
        .execute();
      await trx
        .deleteFrom('metafield_definitions')
        .where('shop_id', '=', shopId)
        .where('id', '=', current.id)
        .execute();
    });
    return { data: current };
  });

  serve(app, deps, metafieldRoutes.values, async ({ params, shopId }) => {
    await ownerExists(db, shopId, params.owner_type, params.owner_id);
    return { data: await valuesOf(shopId, params.owner_type, params.owner_id) };
  });

  serve(app, deps, metafieldRoutes.saveValues, async ({ params, body, shopId }) => {
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
    });
    return { data: await valuesOf(shopId, ownerType, ownerId) };
  });
}

export const metafieldModule = defineModule({
  name: 'metafield',
  shopTables: ['metafield_values', 'metafield_definitions'],
  migrations: {
    '20261123_metafield_tables': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('metafield_definitions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('owner_type', 'text', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('validation', 'text', (c) => c.notNull().defaultTo('{}'))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('metafield_definitions_key')
          .on('metafield_definitions')
          .columns(['shop_id', 'owner_type', 'key'])
          .unique()
          .execute();
        await db.schema
          .createTable('metafield_values')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('owner_type', 'text', (c) => c.notNull())
          .addColumn('owner_id', 'text', (c) => c.notNull())
          .addColumn('definition_id', 'text', (c) => c.notNull())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('metafield_values_owner')
          .on('metafield_values')
          .columns(['shop_id', 'owner_type', 'owner_id', 'definition_id'])
          .unique()
          .execute();
      },
    },
  },
  routes,
});
