/** The Trash calls' contract (issue 27 item 3): schemas and documentation (gateway, tests, /openapi.json). */
import { z } from 'zod';
import { contract, type SchemaTable } from '../../core/route';
import { TRASH_AREAS } from './trash.areas';
import { trashRoutes } from './trash.routes';

const KEY_MAX = 64;
/** SPEC §5 slug: lower-case letters, digits and single hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const TrashQuery = z.object({
  area: z.enum(TRASH_AREAS).optional(),
  /** The record's table (`products`, `pages`…). */
  resource: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(KEY_MAX)
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const TrashItem = z.object({
  id: z.string(),
  resource: z.string(),
  area: z.string(),
  record_id: z.string(),
  /** The record's title or name when it was deleted. */
  title: z.string(),
  /** Who deleted it: the user (or `app:<id>`); null id: the platform. */
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  deleted_at: z.string(),
  /** When the purge removes it for good. */
  expires_at: z.string(),
});
export type TrashItem = z.output<typeof TrashItem>;

export const TrashRestoreBody = z.object({
  /** A new handle, when another record took this one meanwhile (409 `trash.taken` names the field). */
  handle: z.string().max(255).regex(HANDLE, { message: 'app.validation.invalid' }).optional(),
  /** A new SKU, likewise. */
  sku: z.string().trim().min(1).max(100).optional(),
});

export const trashSchemas = {
  list: {
    query: TrashQuery,
    response: z.object({
      data: z.object({
        items: z.array(TrashItem),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
      }),
    }),
    summary: "The shop's deleted records, newest first (by area or resource): restorable until expires_at.",
  },
  restore: {
    params: z.object({ trash_id: z.string().min(1).max(KEY_MAX) }),
    body: TrashRestoreBody,
    response: z.object({ data: z.object({ resource: z.string(), record_id: z.string() }) }),
    errors: [409],
    summary:
      "Restore a deleted record with its children (same id), in one transaction; 409 `trash.taken` per field when its handle or SKU is now another record's: send a new one.",
  },
} satisfies SchemaTable;

export const trashContract = contract(trashRoutes, trashSchemas);
