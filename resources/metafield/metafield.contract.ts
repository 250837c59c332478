/**
 * The metafield calls' contract (gateway, tests, /openapi.json): the definitions' CRUD from the
 * declaration (core/declaredContract.ts), and the values of one record. `metafieldContract` is
 * both, under the names the calls had before the declaration (the gateway's tests call through it).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { declaredContract, schemasOf } from '../../core/declaredContract';
import { contract, type SchemaTable } from '../../core/route';
import { METAFIELD_OWNERS, metafield } from './metafield.resource';
import { metafieldValueRoutes } from './metafield.routes';

const Definition = schemasOf(metafield).record;
const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const Owner = z.object({ owner_type: z.enum(METAFIELD_OWNERS), owner_id: z.string().min(1).max(64) });
const Values = answer(
  z.object({
    owner_type: z.enum(METAFIELD_OWNERS),
    owner_id: z.string(),
    fields: z.array(z.object({ definition: Definition, value: Value })),
  }),
);

export const metafieldValueSchemas = {
  values: {
    params: Owner,
    response: Values,
    summary: "A record's metafields: every definition of its type with the record's value.",
  },
  saveValues: {
    params: Owner,
    body: z.object({ values: z.record(z.string().max(65), z.unknown()) }),
    response: Values,
    summary: "Save a record's values by key, each checked by its definition (400 per field values.<key>).",
  },
} satisfies SchemaTable;

export const metafieldValueContract = contract(metafieldValueRoutes, metafieldValueSchemas);

const crud = declaredContract(metafield);
export const metafieldContract = {
  definitions: crud.list,
  createDefinition: crud.create,
  updateDefinition: crud.update,
  deleteDefinition: crud.delete,
  ...metafieldValueContract,
};
