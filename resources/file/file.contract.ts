/** The file calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { FileDeleteAnswer, FileDeleteBody, FileListAnswer, FileListQuery } from './file.schema';
import { fileRoutes } from './file.routes';

export const fileSchemas = {
  list: {
    query: FileListQuery,
    response: FileListAnswer,
    summary: "The shop's images in the object store, newest first (page, limit).",
  },
  deleteMany: {
    body: FileDeleteBody,
    response: FileDeleteAnswer,
    summary: "Delete shop images by key; keys outside the shop's folder are ignored.",
    quirk: 'SPEC §7: DELETE with a body.',
  },
} satisfies SchemaTable;

export const fileContract = contract(fileRoutes, fileSchemas);
