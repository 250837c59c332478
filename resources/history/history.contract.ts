/** The history calls' contract (issue 27): schemas and documentation (gateway, tests, /openapi.json). */
import { z } from 'zod';
import { contract, type SchemaTable } from '../../core/route';
import { historyRoutes } from './history.routes';

const KEY_MAX = 64;

const Record = z.object({
  resource: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(KEY_MAX),
  record_id: z.string().min(1).max(KEY_MAX),
});

export const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const VersionAction = z.enum(['create', 'update', 'delete', 'restore']);

export const RecordVersion = z.object({
  version: z.number().int(),
  action: VersionAction,
  /** The user (or `app:<id>`, a private app) and the name shown; null id: the platform (a job). */
  author: z.object({ id: z.string().nullable(), name: z.string() }),
  /** The screen the change was made on (its path), or "api". */
  source: z.string(),
  at: z.string(),
  /** The record as its calls answered it then (secrets never kept). */
  state: z.record(z.string(), z.unknown()).nullable(),
});
export type RecordVersion = z.output<typeof RecordVersion>;

export const HistoryAnswer = z.object({
  data: z.object({
    versions: z.array(RecordVersion),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

export const RestoreBody = z.object({
  /** The record's version as the merchant read it: a newer change answers 409. */
  version: z.number().int().min(0),
});

export const historySchemas = {
  list: {
    params: Record,
    query: HistoryQuery,
    response: HistoryAnswer,
    summary: "A record's versions, newest first: who, when, from which screen, and its state then.",
  },
  restore: {
    params: Record.extend({ version: z.coerce.number().int().min(1) }),
    body: RestoreBody,
    response: z.object({ data: z.record(z.string(), z.unknown()) }),
    errors: [409],
    summary:
      "Restore a version: the record's own update call, with that version's state and the version read (409 when the record has moved on); a new version is kept.",
  },
} satisfies SchemaTable;

export const historyContract = contract(historyRoutes, historySchemas);
