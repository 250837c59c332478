/**
 * The shapes of gateway answers, for route `response` schemas. SPEC §7 answers wrap the
 * payload in `data`; lists name their items (`data.collections`) and carry the total.
 */
import { z } from 'zod';

/** `{ data: <schema> }`. */
export const answer = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** `{ <key>: [...], total, page, limit }`: a page of a list (a list answer's data, extended by a list that answers more). */
export const listPage = <K extends string, S extends z.ZodType>(key: K, item: S) =>
  z.object({
    [key]: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  }) as z.ZodObject<{ [P in K]: z.ZodArray<S> } & { total: z.ZodNumber; page: z.ZodNumber; limit: z.ZodNumber }>;

/** `{ data: { <key>: [...], total, page, limit } }`: a page of a list. */
export const listAnswer = <K extends string, S extends z.ZodType>(key: K, item: S) => answer(listPage(key, item));

/** `{ data: { ids } }`: what a delete with ids in the body answers. */
export const IdsAnswer = answer(z.object({ ids: z.array(z.string()) }));

/** An ISO date-time string as the gateway writes it. */
export const isoDate = () => z.string().min(1);

/**
 * The version a record was read at (optimistic concurrency): every answer carries it, an
 * update of a versioned route sends it back, and a write against a newer version answers
 * 409 with the current record (`code: 'stale_write'`).
 */
export const version = () => z.number().int().min(0);

/** What an update body of a versioned route adds (sent by the dataProvider from previousData). */
export const VersionField = { version: z.number().int().min(0).optional() };
