/**
 * Metafield calls. SPEC §7 names none: these are ours, under /metafield/api/{shop}:
 * definitions (list by resource, create, update, delete) and the values of one record.
 */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

const Id = z.object({ definition_id: z.string().min(1).max(64) });

export const metafieldRoutes = defineRoutes('metafield', {
  definitions: {
    method: 'GET',
    path: '/metafield/api/{shop}/definitions',
    query: MetafieldDefinitionQuery,
    response: MetafieldDefinitionListAnswer,
    summary: 'Metafield definitions, of one resource type or all.',
  },
  createDefinition: {
    method: 'POST',
    path: '/metafield/api/{shop}/definitions',
    body: MetafieldDefinitionBody,
    response: MetafieldDefinitionAnswer,
    status: 201,
    addShopId: true,
    summary: 'Define a metafield: key unique per resource type.',
  },
  updateDefinition: {
    method: 'PUT',
    path: '/metafield/api/{shop}/definitions/{definition_id}',
    params: Id,
    body: MetafieldDefinitionUpdateBody,
    response: MetafieldDefinitionAnswer,
    versioned: true,
    errors: [409],
    summary: 'Rename a definition or change its validation.',
  },
  deleteDefinition: {
    method: 'DELETE',
    path: '/metafield/api/{shop}/definitions/{definition_id}',
    params: Id,
    bodyKind: 'none',
    response: MetafieldDefinitionAnswer,
    summary: 'Delete a definition and its values; answers the deleted definition.',
  },
  values: {
    method: 'GET',
    path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}',
    params: MetafieldOwnerParams,
    response: MetafieldValuesAnswer,
    summary: "A record's metafields: every definition of its type with the record's value.",
  },
  saveValues: {
    method: 'PUT',
    path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}',
    params: MetafieldOwnerParams,
    body: MetafieldValuesBody,
    response: MetafieldValuesAnswer,
    summary: "Save a record's values by key, each checked by its definition (400 per field values.<key>).",
  },
});
