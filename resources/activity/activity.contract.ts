/** The activity calls' contract (issue 27 item 4): schemas and documentation (gateway, tests, /openapi.json). */
import { z } from 'zod';
import { answer, isoDate, listAnswer } from '../../core/answers';
import { contract, type SchemaTable } from '../../core/route';
import { activityRoutes } from './activity.routes';

const KEY_MAX = 64;
/** A shop-local calendar day. */
const Day = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/);

/** What the activity is narrowed to: the list's filters, which the CSV takes too. */
export const ActivityFilters = z.object({
  /** A user's id, or `app:<id>` for a private app. */
  author: z.string().min(1).max(KEY_MAX).optional(),
  /** The records' table (`products`, `collections`…). */
  resource: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .max(KEY_MAX)
    .optional(),
  record_id: z.string().min(1).max(KEY_MAX).optional(),
  /** First and last shop-local day, inclusive. */
  from: Day.optional(),
  to: Day.optional(),
});
export type ActivityFilters = z.output<typeof ActivityFilters>;

export const ActivityQuery = ActivityFilters.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const ActivityAction = z.enum(['create', 'update', 'delete', 'restore']);

export const Author = z.object({ id: z.string().nullable(), name: z.string() });

export const ActivityEntry = z.object({
  /** The version's own id. */
  id: z.string(),
  at: isoDate(),
  action: ActivityAction,
  author: Author,
  resource: z.string(),
  record_id: z.string(),
  /** The record's title or name as that version kept it, null when it has none. */
  name: z.string().nullable(),
  version: z.number().int(),
  /** The screen's path, or "api". */
  source: z.string(),
  /** Fields an update or restore changed against the version before it (the gateway compares); [] otherwise. */
  changed: z.array(z.string()),
});
export type ActivityEntry = z.output<typeof ActivityEntry>;

export const activitySchemas = {
  list: {
    query: ActivityQuery,
    response: listAnswer('entries', ActivityEntry),
    summary:
      "The shop's changes, newest first: who, what, when, from which screen and the fields changed; filtered by person, area, record and shop-local days.",
  },
  export: {
    query: ActivityFilters,
    contentType: 'text/csv',
    response: z.string(),
    summary: 'The same filtered activity as CSV, newest first.',
  },
  choices: {
    response: answer(z.object({ authors: z.array(Author), resources: z.array(z.string()) })),
    summary: "The people and areas the shop's activity holds (the screen's filters).",
  },
} satisfies SchemaTable;

export const activityContract = contract(activityRoutes, activitySchemas);
