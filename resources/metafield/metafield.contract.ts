/** The metafield calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  MetafieldDefinitionAnswer,
  MetafieldDefinitionBody,
  MetafieldDefinitionListAnswer,
  MetafieldDefinitionQuery,
  MetafieldDefinitionUpdateBody,
  MetafieldOwnerParams,
  MetafieldValuesAnswer,
  MetafieldValuesBody,
} from './metafield.schema';
import { metafieldRoutes } from './metafield.routes';

const Id = z.object({ definition_id: z.string().min(1).max(64) });

export const metafieldSchemas = {
  definitions: {
    query: MetafieldDefinitionQuery,
    response: MetafieldDefinitionListAnswer,
    summary: 'Metafield definitions, of one resource type or all.',
  },
  createDefinition: {
    body: MetafieldDefinitionBody,
    response: MetafieldDefinitionAnswer,
    status: 201,
    summary: 'Define a metafield: key unique per resource type.',
  },
  updateDefinition: {
    params: Id,
    body: MetafieldDefinitionUpdateBody,
    response: MetafieldDefinitionAnswer,
    errors: [409],
    summary: 'Rename a definition or change its validation.',
  },
  deleteDefinition: {
    params: Id,
    response: MetafieldDefinitionAnswer,
    summary: 'Delete a definition and its values; answers the deleted definition.',
  },
  values: {
    params: MetafieldOwnerParams,
    response: MetafieldValuesAnswer,
    summary: "A record's metafields: every definition of its type with the record's value.",
  },
  saveValues: {
    params: MetafieldOwnerParams,
    body: MetafieldValuesBody,
    response: MetafieldValuesAnswer,
    summary: "Save a record's values by key, each checked by its definition (400 per field values.<key>).",
  },
} satisfies SchemaTable;

export const metafieldContract = contract(metafieldRoutes, metafieldSchemas);
